import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { legacySurveyLinks, surveys } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';

/** The old ids that lead to a survey, sorted. */
export async function findLegacyIds(db: Db, surveyId: number): Promise<string[]> {
  const rows = await db
    .select({ oldId: legacySurveyLinks.oldId })
    .from(legacySurveyLinks)
    .where(eq(legacySurveyLinks.surveyId, surveyId))
    .orderBy(asc(legacySurveyLinks.oldId));
  return rows.map((row) => row.oldId);
}

/**
 * Makes exactly `oldIds` lead to the survey. An old id already leading to another survey is
 * refused as a whole (nothing is written): one old link cannot open two surveys.
 */
export async function saveLegacyIds(db: Db, surveyId: number, oldIds: string[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    if (oldIds.length > 0) {
      const taken = await tx
        .select({ oldId: legacySurveyLinks.oldId, surveyName: surveys.internalName })
        .from(legacySurveyLinks)
        .innerJoin(surveys, eq(surveys.id, legacySurveyLinks.surveyId))
        .where(and(inArray(legacySurveyLinks.oldId, oldIds), ne(legacySurveyLinks.surveyId, surveyId)));
      if (taken.length > 0) {
        const list = taken.map((row) => `${row.oldId} (${row.surveyName})`).join(', ');
        throw conflict(
          `Already leading to another survey: ${list}.`,
          taken.map((row) => ({ path: `oldIds.${oldIds.indexOf(row.oldId)}`, message: row.surveyName })),
        );
      }
    }
    await tx.delete(legacySurveyLinks).where(eq(legacySurveyLinks.surveyId, surveyId));
    if (oldIds.length > 0) await tx.insert(legacySurveyLinks).values(oldIds.map((oldId) => ({ oldId, surveyId })));
  });
  return findLegacyIds(db, surveyId);
}

/** The uuid of the survey an old id leads to, if any. */
export async function findLegacyTarget(db: Db, oldId: string): Promise<string | null> {
  const [row] = await db
    .select({ uuid: surveys.uuid })
    .from(legacySurveyLinks)
    .innerJoin(surveys, eq(surveys.id, legacySurveyLinks.surveyId))
    .where(eq(legacySurveyLinks.oldId, oldId))
    .limit(1);
  return row?.uuid ?? null;
}
