import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TRole } from '@peil/contract/domain';
import type { PeilApp } from '../app.js';
import type { Database } from '../db/database.js';
import * as t from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import { hashPassword, prehashPassword } from '../modules/auth/passwords.js';

/**
 * Small fixtures for integration tests: each call makes new rows with unique names, so tests
 * in one file do not depend on each other's data or on the demo.
 */

function uniqueSuffix(): string {
  return crypto.randomBytes(4).toString('hex');
}

export type BuildClientOptions = Partial<typeof t.clients.$inferInsert>;

export async function buildClient(
  database: Database,
  options: BuildClientOptions = {},
): Promise<typeof t.clients.$inferSelect> {
  const [client] = await database.db
    .insert(t.clients)
    .values({ name: `Client ${uniqueSuffix()}`, ...options })
    .returning();
  return client!;
}

export type BuildOrganizationOptions = Partial<typeof t.organizations.$inferInsert>;

/** An organisation; a new client is made for it unless `clientId` is given. */
export async function buildOrganization(
  database: Database,
  options: BuildOrganizationOptions = {},
): Promise<t.Organization> {
  const clientId = options.clientId ?? (await buildClient(database)).id;
  const [organization] = await database.db
    .insert(t.organizations)
    .values({ name: `Organization ${uniqueSuffix()}`, ...options, clientId })
    .returning();
  return organization!;
}

export type BuildUserOptions = {
  role?: TRole;
  organizationId?: number;
  /** The plain password; the factory stores argon2id of its SHA-256, as a login would. */
  password?: string;
  username?: string;
  email?: string;
  locale?: string;
  /**
   * True unless a test says otherwise: the first clients of a fresh database get ids 1 and 8,
   * whose users must sign the data-processing statement before any data call.
   */
  signedStatements?: boolean;
};

/** A user row plus the plain password, so that `loginAs` can log in with it. */
export type TestUser = t.User & { password: string };

/** A user; a new organisation (with its own client) is made unless `organizationId` is given. */
export async function buildUser(database: Database, options: BuildUserOptions = {}): Promise<TestUser> {
  const suffix = uniqueSuffix();
  const password = options.password ?? `password-${suffix}`;
  const organizationId = options.organizationId ?? (await buildOrganization(database)).id;
  const [user] = await database.db
    .insert(t.users)
    .values({
      username: options.username ?? `user-${suffix}`,
      email: options.email ?? `user-${suffix}@example.com`,
      passwordHash: await hashPassword(prehashPassword(password)),
      role: options.role ?? 3,
      organizationId,
      locale: options.locale ?? 'en',
      signedStatements: options.signedStatements ?? true,
    })
    .returning();
  return { ...user!, password };
}

/** Logs the user in through the API and returns the `cookie` header value for later requests. */
export async function loginAs(app: PeilApp, user: Pick<TestUser, 'username' | 'password'>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username: user.username, password: prehashPassword(user.password) },
  });
  if (response.statusCode !== 200) {
    throw new Error(`loginAs(${user.username}) failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((c) => c.name === 'peil_session');
  if (!cookie) throw new Error(`loginAs(${user.username}): no session cookie`);
  return `peil_session=${cookie.value}`;
}

type LocaleTexts = Record<string, string>;

export type OptionSpec = Partial<Omit<typeof t.questionOptions.$inferInsert, 'questionId' | 'position'>> & {
  /** Texts per locale; default "Option <n> <locale>". */
  texts?: LocaleTexts;
};

export type QuestionSpec = {
  type: number;
  required?: boolean;
  text?: string;
  /** Texts per locale; overrides `text`. */
  texts?: LocaleTexts;
  dimensionId?: number | null;
  options?: OptionSpec[];
};

export type BuildSurveyWithQuestionsOptions = {
  organizationId?: number;
  projectId?: number | null;
  internalName?: string;
  startDate?: string;
  status?: number;
  redirectToSurveyId?: number | null;
  locales?: string[];
  title?: string;
  beginMessage?: string;
  endMessage?: string;
  /** One list of questions per page; pages get positions 1, 2, … */
  pages: QuestionSpec[][];
  /** Page titles per locale, one entry per page; default "Page <n> <locale>". */
  pageTitles?: LocaleTexts[];
};

export type BuiltQuestion = { id: number; position: number; type: number; optionIds: number[] };
export type BuiltSurvey = { survey: t.Survey; pages: { id: number; position: number; questions: BuiltQuestion[] }[] };

/**
 * A survey with translated pages, questions and options. Texts are "<what> <locale>", e.g.
 * "Page 1 nl" or "Question 2 en", so tests can see which locale they were served.
 */
export async function buildSurveyWithQuestions(
  database: Database,
  options: BuildSurveyWithQuestionsOptions,
): Promise<BuiltSurvey> {
  const { db } = database;
  const locales = options.locales ?? ['nl', 'en'];
  const organizationId = options.organizationId ?? (await buildOrganization(database)).id;
  const [survey] = await db
    .insert(t.surveys)
    .values({
      internalName: options.internalName ?? `Survey ${uniqueSuffix()}`,
      organizationId,
      projectId: options.projectId ?? null,
      ...(options.startDate ? { startDate: options.startDate } : {}),
      status: options.status ?? 1,
      redirectToSurveyId: options.redirectToSurveyId ?? null,
    })
    .returning();
  await db.insert(t.surveyTranslations).values(
    locales.map((locale) => ({
      surveyId: survey!.id,
      locale,
      title: `${options.title ?? 'Survey'} ${locale}`,
      beginMessage: options.beginMessage ?? `Begin ${locale}`,
      endMessage: options.endMessage ?? `End ${locale}`,
    })),
  );
  const pages: BuiltSurvey['pages'] = [];
  for (const [pageIndex, questionSpecs] of options.pages.entries()) {
    const [page] = await db
      .insert(t.surveyPages)
      .values({ surveyId: survey!.id, position: pageIndex + 1 })
      .returning();
    const titles = options.pageTitles?.[pageIndex];
    await db
      .insert(t.surveyPageTexts)
      .values(
        titles
          ? Object.entries(titles).map(([locale, title]) => ({ pageId: page!.id, locale, title }))
          : locales.map((locale) => ({ pageId: page!.id, locale, title: `Page ${pageIndex + 1} ${locale}` })),
      );
    const questions: BuiltQuestion[] = [];
    for (const [index, spec] of questionSpecs.entries()) {
      const [question] = await db
        .insert(t.questions)
        .values({
          surveyId: survey!.id,
          pageId: page!.id,
          position: index + 1,
          type: spec.type,
          required: spec.required ?? false,
          dimensionId: spec.dimensionId ?? null,
        })
        .returning();
      await db.insert(t.questionTexts).values(
        spec.texts
          ? Object.entries(spec.texts).map(([locale, text]) => ({ questionId: question!.id, locale, text }))
          : locales.map((locale) => ({
              questionId: question!.id,
              locale,
              text: `${spec.text ?? `Question ${index + 1}`} ${locale}`,
            })),
      );
      const optionRows = spec.options?.length
        ? await db
            .insert(t.questionOptions)
            .values(
              spec.options.map(({ texts: _texts, ...option }, i) => ({
                ...option,
                questionId: question!.id,
                position: i + 1,
              })),
            )
            .returning()
        : [];
      if (optionRows.length > 0) {
        await db.insert(t.optionTexts).values(
          optionRows.flatMap((row, i) => {
            const texts = spec.options![i]!.texts;
            return texts
              ? Object.entries(texts).map(([locale, text]) => ({ optionId: row.id, locale, text }))
              : locales.map((locale) => ({ optionId: row.id, locale, text: `Option ${i + 1} ${locale}` }));
          }),
        );
      }
      questions.push({
        id: question!.id,
        position: index + 1,
        type: spec.type,
        optionIds: optionRows.map((row) => row.id),
      });
    }
    pages.push({ id: page!.id, position: pageIndex + 1, questions });
  }
  return { survey: survey!, pages };
}

export type BuildMailingListOptions = Partial<
  Omit<typeof t.mailingLists.$inferInsert, 'surveyId' | 'organizationId'>
> & {
  surveyId: number;
  /** Addresses on the list; default none. */
  recipients?: string[];
  /** Addresses on the list that unsubscribed. */
  unsubscribed?: string[];
};

/** A mailing list for a survey (in the survey's organisation) with its recipients. */
export async function buildMailingList(
  database: Database,
  options: BuildMailingListOptions,
): Promise<typeof t.mailingLists.$inferSelect> {
  const { recipients = [], unsubscribed = [], surveyId, ...values } = options;
  const [survey] = await database.db
    .select({ organizationId: t.surveys.organizationId })
    .from(t.surveys)
    .where(sql`${t.surveys.id} = ${surveyId}`);
  const [list] = await database.db
    .insert(t.mailingLists)
    .values({
      subject: `Subject ${uniqueSuffix()}`,
      fromName: 'Kliniek',
      fromEmail: 'info@peil.nl',
      title: 'Title',
      message: 'Message',
      ...values,
      surveyId,
      organizationId: survey!.organizationId,
    })
    .returning();
  const rows = [
    ...recipients.map((email) => ({ mailingListId: list!.id, email })),
    ...unsubscribed.map((email) => ({ mailingListId: list!.id, email, unsubscribed: true })),
  ];
  if (rows.length > 0) await database.db.insert(t.recipients).values(rows);
  return list!;
}

/**
 * A respondent of the survey whose token is `token` (by default a new one without a survey in
 * it, as tokens were before they named one), unexpired for an hour: its id.
 */
export async function buildRespondent(
  database: Database,
  surveyId: number,
  token = crypto.randomBytes(32).toString('base64url'),
): Promise<number> {
  const [respondent] = await database.db
    .insert(t.respondents)
    .values({ surveyId, locale: 'nl', tokenHash: hashToken(token), tokenExpiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: t.respondents.id });
  return respondent!.id;
}

/** The id of the respondent whose token this is: only the token's hash is stored. */
export async function respondentIdOfToken(database: Database, token: string): Promise<number> {
  const [respondent] = await database.db
    .select({ id: t.respondents.id })
    .from(t.respondents)
    .where(sql`${t.respondents.tokenHash} = ${hashToken(token)}`);
  if (!respondent) throw new Error('No respondent has this token.');
  return respondent.id;
}
