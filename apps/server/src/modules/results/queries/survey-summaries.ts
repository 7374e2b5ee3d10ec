import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { projects, surveys } from '../../../db/schema.js';
import type { SessionUser } from '../../auth/session-store.js';
import { readableSurveysCondition } from '../../auth/policies/survey.js';
import { userProjectsCondition } from '../../auth/policies/project.js';

export type SurveySummaryRow = { survey_id: number; survey_name: string; project_name: string | null; uuid: string };

/** The surveys the user may read, by id. */
export function findSurveySummaries(database: Database, user: SessionUser): Promise<SurveySummaryRow[]> {
  return database.query<SurveySummaryRow>(sql`
    select surveys.id as survey_id, surveys.internal_name as survey_name, p.name as project_name,
           surveys.uuid::text as uuid
    from surveys
    left join projects p on p.id = surveys.project_id
    where ${readableSurveysCondition(user)}
    order by surveys.id`);
}

export function findUserProjects(database: Database, user: SessionUser): Promise<{ id: number; name: string }[]> {
  return database.query<{ id: number; name: string }>(sql`
    select projects.id, projects.name from projects
    where ${userProjectsCondition(user, projects.id, projects.organizationId)}
    order by projects.name, projects.id`);
}

export async function findSurveyInternalName(database: Database, surveyId: number): Promise<string | null> {
  const [row] = await database.query<{ internal_name: string }>(
    sql`select internal_name from ${surveys} where id = ${surveyId}`,
  );
  return row?.internal_name ?? null;
}
