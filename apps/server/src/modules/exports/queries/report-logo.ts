import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';

/** The logo a report shows when the request names none: the survey's own, else its organisation's. */
export async function findReportLogo(database: Database, surveyId: number): Promise<string | null> {
  const [row] = await database.query<{ logo: string | null }>(sql`
    select coalesce(s.logo, o.logo) as logo
    from surveys s join organizations o on o.id = s.organization_id
    where s.id = ${surveyId}`);
  return row?.logo ?? null;
}
