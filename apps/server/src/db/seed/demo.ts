import { eq } from 'drizzle-orm';
import { QUESTION_TYPE, ROLE } from '@peil/contract/domain';
import { foldAllAnswerChanges } from '../answer-aggregates.js';
import type { Database, Db } from '../database.js';
import { toPgArray } from '../pg-array.js';
import * as t from '../schema.js';
import {
  DEMO_COMMENTS,
  DEMO_PAGES,
  DIMENSIONS,
  SURVEY_TEXTS,
  type DemoPage,
  type DemoQuestion,
  type Texts,
} from './demo-content.js';
import { Random } from './random.js';

type Locale = keyof Texts;
const LOCALES: Locale[] = ['nl', 'de', 'en'];
const DAY_MS = 86_400_000;

export type DemoUser = { username: string; role: number; organization: string };

export type SeedOptions = {
  respondents: number;
  seed?: number;
  now?: Date;
  /** Password hash (argon2id of the pre-hash) given to every demo user. */
  passwordHash: string;
  onProgress?: (done: number, total: number) => void;
  /** Questions per survey; above the template's count, Likert questions are added on an extra page (for benchmarks). */
  questionsPerSurvey?: number;
  /** Put every respondent in the first survey (for benchmarks of one large survey). */
  singleSurvey?: boolean;
};

export type SeedResult = { users: DemoUser[]; homeOrganizationId: number; respondents: number; surveyIds: number[] };

type SeededOption = {
  id: number;
  score: number | null;
  isOpen: boolean;
  excludeOthers: boolean;
  routeToPage: number | null;
};
type SeededQuestion = { id: number; page: number; spec: DemoQuestion; options: SeededOption[] };
type SeededSurvey = {
  id: number;
  questions: SeededQuestion[];
  /** Shifts the Likert answers: positive is a better clinic. */
  quality: number;
  locales: Locale[];
  localeWeights: number[];
  share: number;
  pageCount: number;
};

/**
 * Fills an empty database with a realistic demo: three clients, six organisations, users of
 * every role, four surveys in nl/de/en using all twelve question types, a benchmark setting
 * with clusters, a mailing list and `respondents` respondents over the last three years.
 * The same seed gives the same data.
 */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<SeedResult> {
  const random = new Random(options.seed ?? 20_240_101);
  const now = options.now ?? new Date();
  const { db } = database;
  const pages = pagesWithQuestionCount(options.questionsPerSurvey);

  const structure = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const dimensionIds = await insertDimensions(txDb);
    const [setting] = await tx
      .insert(t.benchmarkSettings)
      // Five clinics: with the default minimum of 3 other organisations the Dutch cluster (three
      // clinics) would show nothing to any of them; 2 keeps the demo's comparisons visible.
      .values({
        name: 'Fertiliteitsklinieken',
        description: 'Vruchtbaarheidsklinieken in Nederland en Duitsland',
        minOrganizations: 2,
      })
      .returning();

    // Client 1 must sign the data-processing statement, as in the spec.
    const [nl, de, peil] = await tx
      .insert(t.clients)
      .values([
        {
          name: 'Fertiliteit Nederland',
          benchmarkSettingsId: setting!.id,
          benchmarkEnabled: true,
          requiresSignedStatement: true,
          template: 'fertility',
        },
        {
          name: 'Kinderwunsch Deutschland',
          benchmarkSettingsId: setting!.id,
          benchmarkEnabled: true,
          template: 'fertility',
        },
        { name: 'Peil', benchmarkEnabled: false, template: 'default' },
      ])
      .returning();
    const orgs = await tx
      .insert(t.organizations)
      .values([
        { clientId: nl!.id, name: 'Kliniek Amsterdam', isHomeOrganization: true },
        { clientId: nl!.id, name: 'Kliniek Utrecht' },
        { clientId: nl!.id, name: 'Kliniek Groningen' },
        { clientId: de!.id, name: 'Kinderwunschzentrum Berlin', isHomeOrganization: true },
        { clientId: de!.id, name: 'Kinderwunschzentrum München' },
        { clientId: peil!.id, name: 'Peil', isHomeOrganization: true },
      ])
      .returning();
    const [amsterdam, utrecht, groningen, berlin, munchen, home] = orgs as [
      t.Organization,
      t.Organization,
      t.Organization,
      t.Organization,
      t.Organization,
      t.Organization,
    ];

    const projects = await tx
      .insert(t.projects)
      .values([
        { organizationId: amsterdam.id, name: 'Patiëntervaring' },
        { organizationId: amsterdam.id, name: 'Partners' },
        { organizationId: utrecht.id, name: 'Patiëntervaring' },
        { organizationId: groningen.id, name: 'Patiëntervaring' },
        { organizationId: berlin.id, name: 'Patientenerfahrung' },
        { organizationId: munchen.id, name: 'Patientenerfahrung' },
      ])
      .returning();

    const users: (DemoUser & { organizationId: number; email: string; locale: string })[] = [
      {
        username: 'beheerder',
        role: ROLE.admin,
        organization: amsterdam.name,
        organizationId: amsterdam.id,
        email: 'beheerder@kliniek-amsterdam.example.org',
        locale: 'nl',
      },
      {
        username: 'onderzoeker',
        role: ROLE.researcher,
        organization: amsterdam.name,
        organizationId: amsterdam.id,
        email: 'onderzoeker@kliniek-amsterdam.example.org',
        locale: 'nl',
      },
      {
        username: 'waarnemer',
        role: ROLE.observer,
        organization: amsterdam.name,
        organizationId: amsterdam.id,
        email: 'waarnemer@kliniek-amsterdam.example.org',
        locale: 'nl',
      },
      {
        username: 'forscher',
        role: ROLE.researcher,
        organization: berlin.name,
        organizationId: berlin.id,
        email: 'forscher@kinderwunsch-berlin.example.org',
        locale: 'de',
      },
      {
        username: 'verwalter',
        role: ROLE.admin,
        organization: berlin.name,
        organizationId: berlin.id,
        email: 'verwalter@kinderwunsch-berlin.example.org',
        locale: 'de',
      },
      {
        // Has not yet signed the data-processing statement: shows the first-login flow of client 1.
        username: 'nieuwe-arts',
        role: ROLE.researcher,
        organization: amsterdam.name,
        organizationId: amsterdam.id,
        email: 'nieuwe-arts@kliniek-amsterdam.example.org',
        locale: 'nl',
      },
    ];
    const insertedUsers = await tx
      .insert(t.users)
      .values(
        users.map((u) => ({
          username: u.username,
          email: u.email,
          passwordHash: options.passwordHash,
          role: u.role,
          organizationId: u.organizationId,
          locale: u.locale,
          signedStatements: u.username !== 'nieuwe-arts',
          // A trial with SMTP_URL set must not mail anyone on its own.
          reportMail: false,
        })),
      )
      .returning();
    const userId = (name: string) => insertedUsers.find((u) => u.username === name)!.id;
    await tx
      .insert(t.signedStatements)
      .values(insertedUsers.filter((u) => u.signedStatements).map((u) => ({ userId: u.id, locale: u.locale })));
    await tx.insert(t.userAdminAccess).values({ userId: userId('beheerder'), organizationId: utrecht.id });
    await tx.insert(t.observerProjectAccess).values({ userId: userId('waarnemer'), projectId: projects[0]!.id });

    const start = isoDate(new Date(now.getTime() - 3 * 365 * DAY_MS));
    const surveySpecs = [
      {
        org: amsterdam,
        project: projects[0]!,
        name: 'Patiëntervaring IVF Amsterdam',
        quality: 0.45,
        locales: ['nl', 'en', 'de'] as Locale[],
        weights: [8, 1.5, 0.5],
        share: 0.34,
        color: '#3b699c',
      },
      {
        org: utrecht,
        project: projects[2]!,
        name: 'Patiëntervaring Utrecht',
        quality: 0.1,
        locales: ['nl', 'en'] as Locale[],
        weights: [9, 1],
        share: 0.24,
        color: '#2e7d6b',
      },
      {
        org: groningen,
        project: projects[3]!,
        name: 'Patiëntervaring Groningen',
        quality: -0.35,
        locales: ['nl', 'de', 'en'] as Locale[],
        weights: [8, 1, 1],
        share: 0.17,
        color: '#7b4f9d',
      },
      {
        org: berlin,
        project: projects[4]!,
        name: 'Patientenerfahrung Kinderwunschzentrum Berlin',
        quality: 0.2,
        locales: ['de', 'en'] as Locale[],
        weights: [8, 2],
        share: 0.25,
        color: '#b5542c',
      },
    ];
    const surveys: SeededSurvey[] = [];
    for (const spec of surveySpecs) {
      const seeded = await insertSurvey(txDb, {
        organizationId: spec.org.id,
        projectId: spec.project.id,
        internalName: spec.name,
        color: spec.color,
        startDate: start,
        locales: spec.locales,
        dimensionIds,
        pages,
      });
      surveys.push({
        ...seeded,
        quality: spec.quality,
        locales: spec.locales,
        localeWeights: spec.weights,
        share: options.singleSurvey ? (surveys.length === 0 ? 1 : 0) : spec.share,
        pageCount: pages.length,
      });
    }
    await tx.insert(t.surveyShares).values({ surveyId: surveys[1]!.id, userId: userId('onderzoeker') });

    const clusterRows = await tx
      .insert(t.clusters)
      .values([
        { name: 'Heel Nederland', description: 'Alle Nederlandse klinieken' },
        { name: 'Regio Midden', description: 'Klinieken in Amsterdam en Utrecht' },
        { name: 'Internationaal', description: 'Alle klinieken in Nederland en Duitsland' },
      ])
      .returning();
    const [allNl, region, international] = clusterRows as [t.Cluster, t.Cluster, t.Cluster];
    await tx
      .insert(t.benchmarkSettingClusters)
      .values(clusterRows.map((c) => ({ settingsId: setting!.id, clusterId: c.id })));
    // The largest cluster by default: the other two differ from it by fewer organisations than
    // the setting's minimum, so the privacy rule shows only it, and the demo opens on a comparison.
    await tx
      .update(t.benchmarkSettings)
      .set({ defaultClusterId: international.id })
      .where(eq(t.benchmarkSettings.id, setting!.id));
    await tx
      .insert(t.clusterSurveys)
      .values([
        ...surveys.slice(0, 3).map((s) => ({ clusterId: allNl.id, surveyId: s.id })),
        ...surveys.slice(0, 2).map((s) => ({ clusterId: region.id, surveyId: s.id })),
        ...surveys.map((s) => ({ clusterId: international.id, surveyId: s.id })),
      ]);

    const [list] = await tx
      .insert(t.mailingLists)
      .values({
        surveyId: surveys[0]!.id,
        organizationId: amsterdam.id,
        createdByUserId: userId('beheerder'),
        subject: 'Uw mening over onze kliniek',
        fromName: 'Kliniek Amsterdam',
        fromEmail: 'info@peil.nl',
        title: 'Hoe was uw bezoek?',
        message: 'Wilt u ons helpen door een korte vragenlijst in te vullen?',
        language: 'nl',
        lastBroadcastAt: new Date(now.getTime() - 40 * DAY_MS),
        // Sent addresses are deleted; the list keeps the count.
        sentCount: 3,
      })
      .returning();
    await tx.insert(t.recipients).values({ mailingListId: list!.id, email: 'patient4@example.org' });

    return { users, homeOrganizationId: home.id, surveys };
  });

  const total = options.respondents;
  await insertRespondents(database, structure.surveys, total, now, random, options.onProgress);
  // A bulk load is followed by its fold, as the minute job would do: otherwise the first person
  // to open each demo survey waits while its answers are folded into the pre-aggregates.
  await foldAllAnswerChanges(database);
  return {
    users: structure.users.map(({ username, role, organization }) => ({ username, role, organization })),
    homeOrganizationId: structure.homeOrganizationId,
    respondents: total,
    surveyIds: structure.surveys.map((s) => s.id),
  };
}

function pagesWithQuestionCount(questionsPerSurvey: number | undefined): DemoPage[] {
  const templateCount = DEMO_PAGES.reduce((sum, page) => sum + page.questions.length, 0);
  if (!questionsPerSurvey || questionsPerSurvey <= templateCount) return DEMO_PAGES;
  const likert = DEMO_PAGES.flatMap((page) => page.questions).filter((q) => q.dimension);
  const extra = Array.from({ length: questionsPerSurvey - templateCount }, (_, i) => ({
    ...likert[i % likert.length]!,
    key: `extra_${i + 1}`,
  }));
  const [first, ...rest] = DEMO_PAGES;
  return [
    first!,
    { title: { nl: 'Aanvullende vragen', de: 'Weitere Fragen', en: 'More questions' }, questions: extra },
    ...rest,
  ];
}

async function insertDimensions(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(t.dimensions)
    .values(DIMENSIONS.map((d, i) => ({ code: d.code, position: i + 1 })))
    .returning();
  await db.insert(t.dimensionTexts).values(
    rows.flatMap((row) => {
      const names = DIMENSIONS.find((d) => d.code === row.code)!.names;
      return LOCALES.map((locale) => ({ dimensionId: row.id, locale, name: names[locale] }));
    }),
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function insertSurvey(
  db: Db,
  input: {
    organizationId: number;
    projectId: number;
    internalName: string;
    color: string;
    startDate: string;
    locales: Locale[];
    dimensionIds: Map<string, number>;
    pages: DemoPage[];
  },
): Promise<{ id: number; questions: SeededQuestion[] }> {
  const [survey] = await db
    .insert(t.surveys)
    .values({
      internalName: input.internalName,
      organizationId: input.organizationId,
      projectId: input.projectId,
      color: input.color,
      startDate: input.startDate,
    })
    .returning();
  await db.insert(t.surveyTranslations).values(
    input.locales.map((locale) => ({
      surveyId: survey!.id,
      locale,
      title: SURVEY_TEXTS.title[locale],
      description: SURVEY_TEXTS.description[locale],
      beginMessage: SURVEY_TEXTS.begin[locale],
      endMessage: SURVEY_TEXTS.end[locale],
    })),
  );
  const questions: SeededQuestion[] = [];
  for (const [pageIndex, page] of input.pages.entries()) {
    const [pageRow] = await db
      .insert(t.surveyPages)
      .values({ surveyId: survey!.id, position: pageIndex + 1 })
      .returning();
    await db
      .insert(t.surveyPageTexts)
      .values(input.locales.map((locale) => ({ pageId: pageRow!.id, locale, title: page.title[locale] })));
    for (const [position, spec] of page.questions.entries()) {
      const [question] = await db
        .insert(t.questions)
        .values({
          surveyId: survey!.id,
          pageId: pageRow!.id,
          position: position + 1,
          type: spec.type,
          required: spec.required,
          dimensionId: spec.dimension ? input.dimensionIds.get(spec.dimension)! : null,
          importance: spec.importance ?? 1,
          isNps: spec.isNps ?? false,
        })
        .returning();
      await db
        .insert(t.questionTexts)
        .values(input.locales.map((locale) => ({ questionId: question!.id, locale, text: spec.text[locale] })));
      const options: SeededOption[] = [];
      if (spec.options?.length) {
        const rows = await db
          .insert(t.questionOptions)
          .values(
            spec.options.map((o, i) => ({
              questionId: question!.id,
              position: i + 1,
              isOpen: o.isOpen ?? false,
              excludeOthers: o.excludeOthers ?? false,
              routeToPage: o.routeToPage ?? null,
              score: o.score ?? null,
            })),
          )
          .returning();
        await db
          .insert(t.optionTexts)
          .values(
            rows.flatMap((row, i) =>
              input.locales.map((locale) => ({ optionId: row.id, locale, text: spec.options![i]!.text[locale] })),
            ),
          );
        rows.forEach((row) =>
          options.push({
            id: row.id,
            score: row.score,
            isOpen: row.isOpen,
            excludeOthers: row.excludeOthers,
            routeToPage: row.routeToPage,
          }),
        );
      }
      questions.push({ id: question!.id, page: pageIndex + 1, spec, options });
    }
  }
  return { id: survey!.id, questions };
}

class AnswerBatch {
  respondent: (number | string)[][] = [[], [], [], [], [], [], []];
  answer: (number | string | null)[][] = [[], [], [], [], [], []];
  text: (number | string | null)[][] = [[], [], [], [], [], []];

  get size() {
    return this.respondent[0]!.length;
  }
}

async function insertRespondents(
  database: Database,
  surveys: SeededSurvey[],
  total: number,
  now: Date,
  random: Random,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const batchSize = 2000;
  let done = 0;
  while (done < total) {
    const count = Math.min(batchSize, total - done);
    const ids = await database.raw<{ id: string }>(
      "select nextval(pg_get_serial_sequence('respondents', 'id'))::text as id from generate_series(1, $1)",
      [count],
    );
    const batch = new AnswerBatch();
    for (let i = 0; i < count; i++) {
      const survey = surveys[random.weighted(surveys.map((s) => s.share))]!;
      generateRespondent(batch, Number(ids[i]!.id), survey, now, random);
    }
    await flush(database, batch);
    done += count;
    onProgress?.(done, total);
  }
}

function generateRespondent(batch: AnswerBatch, id: number, survey: SeededSurvey, now: Date, random: Random): void {
  // More respondents recently: the square root bends the spread towards today.
  const ageDays = Math.floor(Math.pow(random.next(), 1.3) * 3 * 365);
  const started = new Date(now.getTime() - ageDays * DAY_MS - random.int(0, 86_000) * 1000);
  const locale = survey.locales[random.weighted(survey.localeWeights)]!;
  const isFinished = random.chance(0.84);
  const lastPage = isFinished ? survey.pageCount : random.int(1, survey.pageCount - 1);
  const startedIso = started.toISOString();
  const finishedIso = isFinished ? new Date(started.getTime() + random.int(180, 900) * 1000).toISOString() : '';
  const r = batch.respondent;
  r[0]!.push(id);
  r[1]!.push(survey.id);
  r[2]!.push(locale);
  r[3]!.push(random.hex(32));
  r[4]!.push(new Date(started.getTime() + 4 * 3_600_000).toISOString());
  r[5]!.push(startedIso);
  r[6]!.push(finishedIso);

  let skipToPage = 0;
  for (const question of survey.questions) {
    if (question.page > lastPage || question.page < skipToPage) continue;
    const answeredAt = new Date(started.getTime() + question.page * 60_000).toISOString();
    const add = (optionId: number | null, value: number | null) => {
      const a = batch.answer;
      a[0]!.push(id);
      a[1]!.push(survey.id);
      a[2]!.push(question.id);
      a[3]!.push(optionId);
      a[4]!.push(value);
      a[5]!.push(answeredAt);
    };
    const addText = (optionId: number | null, text: string) => {
      const a = batch.text;
      a[0]!.push(id);
      a[1]!.push(survey.id);
      a[2]!.push(question.id);
      a[3]!.push(optionId);
      a[4]!.push(text);
      a[5]!.push(answeredAt);
    };
    const { spec, options } = question;
    if (!spec.required && random.chance(0.3)) continue;
    switch (spec.type) {
      case QUESTION_TYPE.singleChoice:
      case QUESTION_TYPE.dropdown:
      case QUESTION_TYPE.routingChoice: {
        const option = spec.dimension
          ? pickLikert(options, survey.quality, random)
          : pickPlain(options, spec.type === QUESTION_TYPE.routingChoice ? [85, 15] : undefined, random);
        add(option.id, option.score);
        if (option.isOpen) addText(option.id, random.pick(['Eiceldonatie', 'Cryo-embryo', 'Kryotransfer']));
        if (option.routeToPage) skipToPage = option.routeToPage;
        break;
      }
      case QUESTION_TYPE.multipleChoice: {
        const exclusive = options.find((o) => o.excludeOthers);
        if (exclusive && random.chance(0.08)) {
          add(exclusive.id, null);
          break;
        }
        const chosen = options.filter((o) => !o.excludeOthers && random.chance(o.isOpen ? 0.1 : 0.4));
        if (chosen.length === 0) chosen.push(options[1]!);
        for (const option of chosen) {
          add(option.id, null);
          if (option.isOpen) addText(option.id, random.pick(['Tijdschrift', 'Verloskundige', 'Social media']));
        }
        break;
      }
      case QUESTION_TYPE.openTextArea:
      case QUESTION_TYPE.text:
        if (random.chance(0.5)) addText(null, random.pick(DEMO_COMMENTS)[locale]);
        break;
      case QUESTION_TYPE.date:
        addText(null, isoDate(new Date(started.getTime() - random.int(30, 900) * DAY_MS)));
        break;
      case QUESTION_TYPE.email:
        if (random.chance(0.2)) addText(null, `patient${id}@example.com`);
        break;
      case QUESTION_TYPE.number:
        add(null, random.int(1, 6));
        break;
      case QUESTION_TYPE.slider1to10:
        add(null, clamp(Math.round(7.4 + survey.quality * 2 + gaussian(random) * 1.4), 1, 10));
        break;
      case QUESTION_TYPE.difficultySlider:
        add(null, clamp(Math.round(3.5 + survey.quality + gaussian(random) * 1.1), 1, 5));
        break;
      case QUESTION_TYPE.slider0to10:
        add(null, clamp(Math.round(7.6 + survey.quality * 2 + gaussian(random) * 1.8), 0, 10));
        break;
    }
  }
}

function pickLikert(options: SeededOption[], quality: number, random: Random): SeededOption {
  // Weights for scores 4..0 and not applicable; quality moves weight towards agreement.
  const q = quality;
  const weights = [30 + 25 * q, 38 + 5 * q, 16 - 10 * q, 8 - 8 * q, 3 - 2.5 * q, 5].map((w) => Math.max(w, 0.5));
  return options[random.weighted(weights)]!;
}

function pickPlain(options: SeededOption[], weights: number[] | undefined, random: Random): SeededOption {
  return weights ? options[random.weighted(weights)]! : random.pick(options);
}

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function flush(database: Database, batch: AnswerBatch): Promise<void> {
  if (batch.size === 0) return;
  const [ids, surveyIds, locales, tokens, expires, started, finished] = batch.respondent;
  await database.raw(
    `insert into respondents (id, survey_id, locale, token_hash, token_expires_at, started_at, finished_at)
     select id, survey_id, locale, token_hash, expires, started, nullif(finished, '')::timestamptz
     from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::text[])
       as r(id, survey_id, locale, token_hash, expires, started, finished)`,
    [ids, surveyIds, locales, tokens, expires, started, finished].map((column) => toPgArray(column!)),
  );
  if (batch.answer[0]!.length > 0) {
    await database.raw(
      `insert into answers (respondent_id, survey_id, question_id, option_id, number_value, answered_at)
       select * from unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::numeric[], $6::timestamptz[])`,
      batch.answer.map((column) => toPgArray(column)),
    );
  }
  if (batch.text[0]!.length > 0) {
    await database.raw(
      `insert into answer_texts (respondent_id, survey_id, question_id, option_id, text, answered_at)
       select * from unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::text[], $6::timestamptz[])`,
      batch.text.map((column) => toPgArray(column)),
    );
  }
}
