import { sql } from 'drizzle-orm';
import { isInactive } from '@peil/contract/domain';
import type {
  TCopyProjectsResponse,
  TEditSurveySettingsRequest,
  TProject,
  TSurveyListItem,
  TSurveySettings,
} from '@peil/contract/surveys';
import type { Database, Db } from '../../db/database.js';
import { organizations, projects, surveyTranslations } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../auth/session-store.js';
import { canMoveSurveyOrRedirect, readableSurveysCondition } from '../auth/policies/survey.js';

type OrganizationChoice = { id: number; name: string };

/** The surveys the user can see, with finished respondent counts, newest first. */
export async function findSurveyList(database: Database, user: SessionUser): Promise<TSurveyListItem[]> {
  // `surveys` is not aliased: the scope condition names its columns by the table name.
  const rows = await database.query<Omit<TSurveyListItem, 'count'> & { count: string | number }>(sql`
    select surveys.id, surveys.uuid::text as uuid, surveys.internal_name, surveys.status,
      surveys.start_date::text as start_date, p.name as project_name, o.name as organization_name,
      (select count(*) from respondents r where r.survey_id = surveys.id and r.finished_at is not null) as count
    from surveys
    join organizations o on o.id = surveys.organization_id
    left join projects p on p.id = surveys.project_id
    where ${readableSurveysCondition(user)}
    order by surveys.id desc`);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** A new project; the route has checked that the user may act on the organisation. */
export async function createProject(db: Db, organizationId: number, name: string): Promise<TProject> {
  const [project] = await db
    .insert(projects)
    .values({ name, organizationId })
    .returning({ id: projects.id, name: projects.name });
  return project!;
}

/** The projects a copy of the survey can go to: those of the survey's own organisation. */
export async function findCopyProjects(database: Database, surveyId: number): Promise<TCopyProjectsResponse> {
  const organizationId = await findSurveyOrganizationId(database, surveyId);
  const rows = await database.query<TProject>(
    sql`select id, name from projects where organization_id = ${organizationId} order by lower(name), id`,
  );
  return { organizationId, projects: rows };
}

async function findSurveyOrganizationId(database: Database, surveyId: number): Promise<number> {
  const [row] = await database.query<{ organization_id: number }>(
    sql`select organization_id from surveys where id = ${surveyId}`,
  );
  if (!row) throw notFound('Survey not found.');
  return row.organization_id;
}

/** Organisations the survey may be moved to: every one for a superadmin, else only its current one. */
async function organizationChoices(
  database: Database,
  user: SessionUser,
  currentOrganizationId: number,
): Promise<OrganizationChoice[]> {
  const condition = canMoveSurveyOrRedirect(user) ? sql`true` : sql`id = ${currentOrganizationId}`;
  return database.query<OrganizationChoice>(
    sql`select id, name from ${organizations} where ${condition} order by lower(name), id`,
  );
}

export async function findSurveyOrganization(
  database: Database,
  user: SessionUser,
  surveyId: number,
): Promise<{ organizationId: number; organizations: OrganizationChoice[] }> {
  const organizationId = await findSurveyOrganizationId(database, surveyId);
  return { organizationId, organizations: await organizationChoices(database, user, organizationId) };
}

// The settings dialog shows one title and description: those of the survey's primary translation
// (Dutch, else English, else the first locale), and saves them there.
const PRIMARY_TRANSLATION_ORDER = sql`(locale = 'nl') desc, (locale = 'en') desc, locale`;

export async function findSurveySettings(
  database: Database,
  user: SessionUser,
  surveyId: number,
): Promise<TSurveySettings> {
  const [row] = await database.query<Omit<TSurveySettings, 'organizations'>>(sql`
    select s.internal_name, s.color, s.status, s.uuid::text as uuid, s.organization_id as "organizationId",
      s.single_button_invitation,
      target.uuid::text as redirect_to,
      coalesce(t.title, '') as translation_name, coalesce(t.description, '') as description
    from surveys s
    left join surveys target on target.id = s.redirect_to_survey_id
    left join lateral (
      select title, description from survey_translations
      where survey_id = s.id order by ${PRIMARY_TRANSLATION_ORDER} limit 1
    ) t on true
    where s.id = ${surveyId}`);
  if (!row) throw notFound('Survey not found.');
  return { ...row, organizations: await organizationChoices(database, user, row.organizationId) };
}

async function resolveRedirectTarget(database: Database, target: string | number): Promise<number> {
  const condition = typeof target === 'number' ? sql`id = ${target}` : sql`uuid = ${target}::uuid`;
  const [row] = await database.query<{ id: number }>(sql`select id from surveys where ${condition}`);
  if (!row) throw badRequest('The survey to redirect to does not exist.');
  return row.id;
}

/**
 * Saves the settings dialog. Activating a survey clears its redirect; a redirect is only kept
 * while the survey is inactive. Moving the survey or changing its redirect is for superadmins.
 */
export async function updateSurveySettings(
  database: Database,
  user: SessionUser,
  surveyId: number,
  input: TEditSurveySettingsRequest,
): Promise<void> {
  const [current] = await database.query<{ organization_id: number; redirect_to_survey_id: number | null }>(
    sql`select organization_id, redirect_to_survey_id from surveys where id = ${surveyId}`,
  );
  if (!current) throw notFound('Survey not found.');

  let redirectId: number | null = null;
  if (isInactive(input) && input.redirectToSurvey != null) {
    redirectId = await resolveRedirectTarget(database, input.redirectToSurvey);
    if (redirectId === surveyId) throw badRequest('A survey cannot redirect to itself.');
  }
  if (isInactive(input) && input.redirectToSurvey === undefined) redirectId = current.redirect_to_survey_id;

  const isMoving = input.organizationId !== current.organization_id;
  const isRedirectChanging = redirectId !== current.redirect_to_survey_id && isInactive(input);
  if ((isMoving || isRedirectChanging) && !canMoveSurveyOrRedirect(user)) {
    throw forbidden('Only a superadmin can change the organisation or the redirect of a survey.');
  }
  if (isMoving) {
    const [organization] = await database.query<{ id: number }>(
      sql`select id from organizations where id = ${input.organizationId}`,
    );
    if (!organization) throw badRequest('That organisation does not exist.');
  }

  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      update surveys set internal_name = ${input.internal_name}, color = ${input.color}, status = ${input.status},
        organization_id = ${input.organizationId}, redirect_to_survey_id = ${redirectId},
        single_button_invitation = coalesce(${input.singleButtonInvitation ?? null}::boolean, single_button_invitation)
      where id = ${surveyId}`);
    const [primary] = (
      (await tx.execute(sql`
        select locale from ${surveyTranslations} where survey_id = ${surveyId}
        order by ${PRIMARY_TRANSLATION_ORDER} limit 1`)) as { rows: { locale: string }[] }
    ).rows;
    await tx.execute(sql`
      insert into survey_translations (survey_id, locale, title, description)
      values (${surveyId}, ${primary?.locale ?? 'nl'}, ${input.title}, ${input.description})
      on conflict (survey_id, locale) do update set title = excluded.title, description = excluded.description`);
  });
}
