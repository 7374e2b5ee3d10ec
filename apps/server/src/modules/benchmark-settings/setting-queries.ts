import { asc, eq, sql } from 'drizzle-orm';
import type { TBenchmarkSetting, TBenchmarkSettingSummary } from '@peil/contract/benchmark-settings';
import type { Db } from '../../db/database.js';
import { benchmarkSettings } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';

type SettingInput = {
  name: string;
  description: string;
  min_organizations?: number | undefined;
  min_respondents?: number | undefined;
  significance_level?: number | undefined;
};

/** The thresholds given; the ones left out keep their value (or the column default on insert). */
function thresholdsOf(input: SettingInput) {
  return {
    ...(input.min_organizations === undefined ? {} : { minOrganizations: input.min_organizations }),
    ...(input.min_respondents === undefined ? {} : { minRespondents: input.min_respondents }),
    ...(input.significance_level === undefined ? {} : { significanceLevel: input.significance_level }),
  };
}

const settingColumns = {
  id: benchmarkSettings.id,
  name: benchmarkSettings.name,
  description: benchmarkSettings.description,
  default_cluster_id: benchmarkSettings.defaultClusterId,
  min_organizations: benchmarkSettings.minOrganizations,
  min_respondents: benchmarkSettings.minRespondents,
  significance_level: benchmarkSettings.significanceLevel,
};

export async function listBenchmarkSettings(db: Db): Promise<TBenchmarkSettingSummary[]> {
  return db
    .select({ id: benchmarkSettings.id, name: benchmarkSettings.name })
    .from(benchmarkSettings)
    .orderBy(asc(sql`lower(${benchmarkSettings.name})`), asc(benchmarkSettings.id));
}

export async function findBenchmarkSetting(db: Db, id: number): Promise<TBenchmarkSetting> {
  const [setting] = await db.select(settingColumns).from(benchmarkSettings).where(eq(benchmarkSettings.id, id));
  if (!setting) throw notFound('Benchmark setting not found.');
  return setting;
}

/** Two settings with one name would be indistinguishable in the list and in the client dialog. */
async function requireUniqueName(db: Db, name: string, exceptId: number | null): Promise<void> {
  const rows = await db
    .select({ id: benchmarkSettings.id })
    .from(benchmarkSettings)
    .where(
      sql`lower(${benchmarkSettings.name}) = lower(${name})
        and ${exceptId === null ? sql`true` : sql`${benchmarkSettings.id} <> ${exceptId}`}`,
    )
    .limit(1);
  if (rows.length > 0) throw conflict('A benchmark setting with this name already exists.');
}

export async function createBenchmarkSetting(db: Db, input: SettingInput): Promise<TBenchmarkSetting> {
  await requireUniqueName(db, input.name, null);
  const [setting] = await db
    .insert(benchmarkSettings)
    .values({ name: input.name, description: input.description, ...thresholdsOf(input) })
    .returning(settingColumns);
  return setting!;
}

export async function updateBenchmarkSetting(db: Db, id: number, input: SettingInput): Promise<TBenchmarkSetting> {
  await findBenchmarkSetting(db, id);
  await requireUniqueName(db, input.name, id);
  const [setting] = await db
    .update(benchmarkSettings)
    .set({ name: input.name, description: input.description, ...thresholdsOf(input) })
    .where(eq(benchmarkSettings.id, id))
    .returning(settingColumns);
  if (!setting) throw notFound('Benchmark setting not found.');
  return setting;
}
