import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- tenants and users

export const benchmarkSettings = pgTable('benchmark_settings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  // A setting's default cluster; set_default_cluster changes it.
  defaultClusterId: integer('default_cluster_id').references((): AnyPgColumn => clusters.id, {
    onDelete: 'set null',
  }),
  // Below either minimum a comparison is "too few to compare" (privacy and validity).
  minOrganizations: integer('min_organizations').notNull().default(3),
  minRespondents: integer('min_respondents').notNull().default(30),
  // Two-sided p-value below which a Welch test colours a difference.
  significanceLevel: doublePrecision('significance_level').notNull().default(0.05),
  createdAt: createdAt(),
});

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  benchmarkSettingsId: integer('benchmark_settings_id').references(() => benchmarkSettings.id, {
    onDelete: 'set null',
  }),
  template: text('template').notNull().default('default'),
  benchmarkEnabled: boolean('benchmark_enabled').notNull().default(false),
  logo: text('logo'),
  // Clients 1 and 8 of the spec: users must sign the data-processing statement first.
  requiresSignedStatement: boolean('requires_signed_statement').notNull().default(false),
  /** Broadcasts of the client's surveys may be sent from these domains too (MAIL_SENDER_DOMAINS). */
  senderDomains: text('sender_domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    logo: text('logo'),
    isHomeOrganization: boolean('is_home_organization').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('organizations_client_idx').on(t.clientId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    locale: text('locale').notNull().default('en'),
    signedStatements: boolean('signed_statements').notNull().default(false),
    /**
     * False only for a self-registered account until its mailed link is opened: such an account
     * cannot log in or be shared with. Accounts made by an administrator or the demo are trusted.
     */
    emailVerified: boolean('email_verified').notNull().default(true),
    /** Observers get the monthly benchmark report by mail; the demo's users never do. */
    reportMail: boolean('report_mail').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
    check('users_role_valid', sql`${t.role} between 1 and 4`),
  ],
);

/** Admin access of a user to organisations other than their own. */
export const userAdminAccess = pgTable(
  'user_admin_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('projects_organization_idx').on(t.organizationId)],
);

export const observerProjectAccess = pgTable(
  'observer_project_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the opaque cookie value: a database leak does not hand out sessions.
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRemembered: boolean('is_remembered').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/** Mailed links that verify a self-registered account's address; stored hashed, single use. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Failed logins per username and address, so that every Peil process sees the same count.
 * `key_hash` is SHA-256 of the pair: the table does not list who tried to log in from where.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyHash: text('key_hash').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_key_idx').on(t.keyHash, t.attemptedAt),
    index('login_attempts_attempted_idx').on(t.attemptedAt),
  ],
);

/**
 * Request counters of every rate limit, in the database so that all Peil processes share
 * them. The layout (key, points, expire) is the one rate-limiter-flexible's Drizzle store
 * reads; `key` is a hash of route and client, so the table lists no addresses.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

export const signedStatements = pgTable(
  'signed_statements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull().default('data-processing-agreement'),
    locale: text('locale').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signed_statements_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- surveys

export const dimensions = pgTable('dimensions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const dimensionTexts = pgTable(
  'dimension_texts',
  {
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => dimensions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimensionId, t.locale] })],
);

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    internalName: text('internal_name').notNull(),
    status: smallint('status').notNull().default(1),
    redirectToSurveyId: integer('redirect_to_survey_id').references((): AnyPgColumn => surveys.id, {
      onDelete: 'set null',
    }),
    color: text('color').notNull().default('#3b699c'),
    logo: text('logo'),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    // Spec §9: some surveys invite with one button to the survey instead of the four answer buttons.
    singleButtonInvitation: boolean('single_button_invitation').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('surveys_status_valid', sql`${t.status} in (1, 2)`),
    check('surveys_color_format', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
    index('surveys_organization_idx').on(t.organizationId),
    index('surveys_project_idx').on(t.projectId),
  ],
);

/** Texts of a survey per content locale; respondents are offered the locales marked offered. */
export const surveyTranslations = pgTable(
  'survey_translations',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    beginMessage: text('begin_message').notNull().default(''),
    endMessage: text('end_message').notNull().default(''),
    // The surveys list's translations dialog withdraws a language from respondents without
    // losing its texts; results in that language stay readable.
    offered: boolean('offered').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.locale] })],
);

export const surveyPages = pgTable(
  'survey_pages',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('survey_pages_position_unique').on(t.surveyId, t.position),
    // Every page save checks the survey's structure version, its highest page id: one probe
    // here, where the primary key would be read backwards past the pages of newer surveys.
    index('survey_pages_survey_version_idx').on(t.surveyId, t.id),
    check('survey_pages_position_positive', sql`${t.position} >= 1`),
  ],
);

export const surveyPageTexts = pgTable(
  'survey_page_texts',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => surveyPages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    // Null once archived: a question that has answers is never deleted, only taken off its page.
    pageId: integer('page_id').references(() => surveyPages.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    type: smallint('type').notNull(),
    required: boolean('required').notNull().default(false),
    dimensionId: integer('dimension_id').references(() => dimensions.id, { onDelete: 'set null' }),
    importance: numeric('importance', { precision: 6, scale: 3, mode: 'number' }).notNull().default(1),
    // The 0–10 "would you recommend" question: its card and exports give the Net Promoter Score.
    isNps: boolean('is_nps').notNull().default(false),
    // The report mail's grouping question ('treatment' or 'location'): one section per option.
    reportGroup: text('report_group'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check('questions_type_valid', sql`${t.type} between 1 and 12`),
    check('questions_importance_positive', sql`${t.importance} > 0`),
    check('questions_report_group_valid', sql`${t.reportGroup} in ('treatment', 'location')`),
    index('questions_survey_idx').on(t.surveyId),
    index('questions_page_idx').on(t.pageId, t.position),
  ],
);

export const questionTexts = pgTable(
  'question_texts',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.locale] })],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isOpen: boolean('is_open').notNull().default(false),
    excludeOthers: boolean('exclude_others').notNull().default(false),
    routeToPage: integer('route_to_page'),
    routeToUrl: text('route_to_url'),
    // Likert score (0-4); null for options outside the scale such as "not applicable".
    score: numeric('score', { precision: 6, scale: 3, mode: 'number' }),
  },
  (t) => [index('question_options_question_idx').on(t.questionId, t.position)],
);

export const optionTexts = pgTable(
  'option_texts',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => questionOptions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
);

export const surveyShares = pgTable(
  'survey_shares',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] }), index('survey_shares_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- respondents and answers

export const respondents = pgTable(
  'respondents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    // SHA-256 of the token handed to the browser.
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    isDummy: boolean('is_dummy').notNull().default(false),
  },
  (t) => [
    uniqueIndex('respondents_token_unique').on(t.tokenHash),
    index('respondents_survey_started_idx').on(t.surveyId, t.startedAt),
    // What the answers' and texts' foreign key refers to: see answerOfRespondent.
    unique('respondents_id_survey_unique').on(t.id, t.surveyId),
  ],
);

/**
 * An answer's respondent and survey in one key: the survey is its respondent's (which a key per
 * column could not hold), and a deleted respondent or survey takes the answers with it. A page
 * save checks one key per row where it checked two: the checks were a third of the database's
 * work on a save (each locks the row it finds).
 */
function answerOfRespondent(name: string, t: { respondentId: AnyPgColumn; surveyId: AnyPgColumn }) {
  return foreignKey({
    name,
    columns: [t.respondentId, t.surveyId],
    foreignColumns: [respondents.id, respondents.surveyId],
  }).onDelete('cascade');
}

/**
 * One row per respondent, question and chosen option (multiple choice gives several rows).
 * `survey_id` and `answered_at` are copied from the respondent so that the results
 * aggregates filter on one index without a join.
 */
export const answers = pgTable(
  'answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    respondentId: bigint('respondent_id', { mode: 'number' }).notNull(),
    surveyId: integer('survey_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => questionOptions.id, { onDelete: 'cascade' }),
    // Number, slider value, or the Likert score of the chosen option.
    numberValue: numeric('number_value', { mode: 'number' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    answerOfRespondent('answers_respondent_fk', t),
    // Migration 0009 adds INCLUDE (respondent_id), which drizzle cannot express: counting the
    // respondents of a question then reads the index alone.
    index('answers_survey_question_date_idx').on(t.surveyId, t.questionId, t.answeredAt),
    index('answers_respondent_idx').on(t.respondentId, t.questionId),
    // With respondent_id an answer filter's respondents come from the index alone.
    index('answers_question_option_respondent_idx').on(t.questionId, t.optionId, t.respondentId),
  ],
);

// ---------------------------------------------------------------- pre-aggregates of answers
// The results and the benchmark read these few rows instead of every answer. The statement
// triggers on answers and answer_texts only append their rows to answerChanges (migration 0025);
// fold_answer_changes folds a survey's pending changes into the tables below, and every reader
// calls it first (foldAnswerChanges), so what it reads equals the raw counts. A day is a local
// day: (answered_at)::date in the session time zone, which is APP_TIME_ZONE; answerAggregateZone
// records the zone they were built in. No foreign keys: a check per written row made bulk loads
// several times slower, and the triggers remove the rows of a deleted survey, question or option
// themselves. No index covers a count column, not even a partial one: every fold updates today's
// rows, and only then can PostgreSQL update them in place (HOT) instead of adding index entries
// each time; the fold deletes the rows it brings to zero by their row address (migration 0024).

/** Answers per survey, question, option, value and local day: results and benchmark scores. */
export const answerDayCounts = pgTable(
  'answer_day_counts',
  {
    surveyId: integer('survey_id').notNull(),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id'),
    numberValue: numeric('number_value', { mode: 'number' }),
    day: date('day').notNull(),
    answers: bigint('answers', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('answer_day_counts_key').on(t.surveyId, t.questionId, t.optionId, t.numberValue, t.day).nullsNotDistinct(),
    // A question's rows across surveys (Net Promoter).
    index('answer_day_counts_question_idx').on(t.questionId, t.optionId),
    // The days at a period's edges, around its whole months (answerMonthCounts).
    index('answer_day_counts_survey_day_idx').on(t.surveyId, t.day),
  ],
);

/**
 * Per respondent, dimension and local day: the respondent's scored answers (an option with a
 * score, a question with a dimension). About one row per respondent and dimension instead of
 * ~40 answers; it tells the triggers on which days a respondent answered, and it is read for the
 * rare respondents of multiDayRespondents. The triggers must still find these rows when a deleted
 * respondent's answers go, to count the respondent out.
 */
export const respondentScoredDays = pgTable(
  'respondent_scored_days',
  {
    surveyId: integer('survey_id').notNull(),
    respondentId: bigint('respondent_id', { mode: 'number' }).notNull(),
    dimensionId: integer('dimension_id').notNull(),
    day: date('day').notNull(),
    answers: integer('answers').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.respondentId, t.dimensionId, t.day] }),
    index('respondent_scored_days_survey_idx').on(t.surveyId),
  ],
);

/**
 * Respondents whose scored answers all fall on one local day, per survey, dimension (null: any
 * dimension) and that day. Distinct respondents of a period are then a sum over its days plus the
 * few of multiDayRespondents.
 */
export const singleDayRespondentCounts = pgTable(
  'single_day_respondent_counts',
  {
    surveyId: integer('survey_id').notNull(),
    dimensionId: integer('dimension_id'),
    day: date('day').notNull(),
    respondents: integer('respondents').notNull(),
  },
  (t) => [
    unique('single_day_respondent_counts_key').on(t.surveyId, t.dimensionId, t.day).nullsNotDistinct(),
    index('single_day_respondent_counts_survey_day_idx').on(t.surveyId, t.day),
  ],
);

/** Respondents with scored answers on more than one local day, per dimension (null: any dimension). */
export const multiDayRespondents = pgTable(
  'multi_day_respondents',
  {
    surveyId: integer('survey_id').notNull(),
    respondentId: bigint('respondent_id', { mode: 'number' }).notNull(),
    dimensionId: integer('dimension_id'),
  },
  (t) => [
    unique('multi_day_respondents_key').on(t.respondentId, t.dimensionId).nullsNotDistinct(),
    index('multi_day_respondents_survey_idx').on(t.surveyId, t.dimensionId),
  ],
);

/**
 * answerDayCounts summed per local month (its first day), kept from it by statement triggers
 * (migration 0022): a period of whole months reads a row per month instead of one per day, and
 * only its partial months at the edges read days.
 */
export const answerMonthCounts = pgTable(
  'answer_month_counts',
  {
    surveyId: integer('survey_id').notNull(),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id'),
    numberValue: numeric('number_value', { mode: 'number' }),
    month: date('month').notNull(),
    answers: bigint('answers', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('answer_month_counts_key')
      .on(t.surveyId, t.questionId, t.optionId, t.numberValue, t.month)
      .nullsNotDistinct(),
    index('answer_month_counts_question_idx').on(t.questionId, t.optionId),
  ],
);

/**
 * singleDayRespondentCounts summed per local month: a single-day respondent has one day, so the
 * respondents of whole months add up like answers.
 */
export const singleDayRespondentMonthCounts = pgTable(
  'single_day_respondent_month_counts',
  {
    surveyId: integer('survey_id').notNull(),
    dimensionId: integer('dimension_id'),
    month: date('month').notNull(),
    respondents: integer('respondents').notNull(),
  },
  (t) => [unique('single_day_respondent_month_counts_key').on(t.surveyId, t.dimensionId, t.month).nullsNotDistinct()],
);

/**
 * Per respondent, multiple-choice question and local day: the respondent's chosen options (migration
 * 0023). It tells the triggers on which days a respondent answered the question, as
 * respondentScoredDays does for the dimensions; read only for multiDayQuestionRespondents.
 */
export const respondentQuestionDays = pgTable(
  'respondent_question_days',
  {
    surveyId: integer('survey_id').notNull(),
    respondentId: bigint('respondent_id', { mode: 'number' }).notNull(),
    questionId: integer('question_id').notNull(),
    day: date('day').notNull(),
    answers: integer('answers').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.respondentId, t.questionId, t.day] }),
    index('respondent_question_days_survey_idx').on(t.surveyId),
  ],
);

/**
 * Respondents of a multiple-choice question whose chosen options all fall on one local day, per
 * survey, question and that day: a respondent counts once however many options they chose, so
 * the respondents of a period are a sum over its days plus the few of multiDayQuestionRespondents.
 */
export const singleDayQuestionRespondentCounts = pgTable(
  'single_day_question_respondent_counts',
  {
    surveyId: integer('survey_id').notNull(),
    questionId: integer('question_id').notNull(),
    day: date('day').notNull(),
    respondents: integer('respondents').notNull(),
  },
  (t) => [unique('single_day_question_respondent_counts_key').on(t.surveyId, t.questionId, t.day)],
);

/** Respondents who chose options of a multiple-choice question on more than one local day. */
export const multiDayQuestionRespondents = pgTable(
  'multi_day_question_respondents',
  {
    surveyId: integer('survey_id').notNull(),
    respondentId: bigint('respondent_id', { mode: 'number' }).notNull(),
    questionId: integer('question_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.respondentId, t.questionId] }),
    index('multi_day_question_respondents_survey_idx').on(t.surveyId, t.questionId),
  ],
);

/** Open texts (answerTexts) per survey, question and local day: the totals of the results' text cards. */
export const answerTextDayCounts = pgTable(
  'answer_text_day_counts',
  {
    surveyId: integer('survey_id').notNull(),
    questionId: integer('question_id').notNull(),
    day: date('day').notNull(),
    texts: bigint('texts', { mode: 'number' }).notNull(),
  },
  (t) => [unique('answer_text_day_counts_key').on(t.surveyId, t.questionId, t.day)],
);

/**
 * Answers and open texts written (+1) or removed (-1) and not yet in the pre-aggregates: the
 * triggers append here, with no lock and no upsert, so that saves of one survey do not take turns.
 * The rows of a respondent are folded in id order, so a removal is never folded before its write.
 */
export const answerChanges = pgTable(
  'answer_changes',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    surveyId: integer('survey_id').notNull(),
    respondentId: bigint('respondent_id', { mode: 'number' }).notNull(),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id'),
    numberValue: numeric('number_value', { mode: 'number' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    sign: smallint('sign').notNull(),
    /** A row of answer_texts (counted in answerTextDayCounts) rather than of answers. */
    isText: boolean('is_text').notNull(),
  },
  (t) => [index('answer_changes_survey_idx').on(t.surveyId, t.id)],
);

/** One row: the session time zone the day columns above were computed in. */
export const answerAggregateZone = pgTable('answer_aggregate_zone', {
  timeZone: text('time_zone').primaryKey(),
});

/** Open text: text, e-mail and date answers and the text of open options. */
export const answerTexts = pgTable(
  'answer_texts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    respondentId: bigint('respondent_id', { mode: 'number' }).notNull(),
    surveyId: integer('survey_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => questionOptions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    answerOfRespondent('answer_texts_respondent_fk', t),
    index('answer_texts_survey_question_date_idx').on(t.surveyId, t.questionId, t.answeredAt),
    index('answer_texts_respondent_idx').on(t.respondentId, t.questionId),
  ],
);

// ---------------------------------------------------------------- benchmark

export const clusters = pgTable('clusters', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const benchmarkSettingClusters = pgTable(
  'benchmark_setting_clusters',
  {
    settingsId: integer('settings_id')
      .notNull()
      .references(() => benchmarkSettings.id, { onDelete: 'cascade' }),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.settingsId, t.clusterId] })],
);

export const clusterSurveys = pgTable(
  'cluster_surveys',
  {
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clusterId, t.surveyId] }), index('cluster_surveys_survey_idx').on(t.surveyId)],
);

// ---------------------------------------------------------------- broadcasts

export const mailingLists = pgTable(
  'mailing_lists',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    buttonColor: text('button_color').notNull().default('#039cfd'),
    backgroundColor: text('background_color').notNull().default('#eeeeee'),
    logo: text('logo'),
    language: text('language').notNull().default('nl'),
    lastBroadcastAt: timestamp('last_broadcast_at', { withTimezone: true }),
    // Set while a send is queued or running; the sending job clears it when every recipient is done.
    sendQueuedAt: timestamp('send_queued_at', { withTimezone: true }),
    // Addresses are deleted once mailed (the privacy statement promises it): the counts stay.
    sentCount: integer('sent_count').notNull().default(0),
    // Recipients of the last send the mail server refused or a crash left in doubt.
    failedCount: integer('failed_count').notNull().default(0),
    // The invitation's answer buttons link to /api/v1/broadcast/respond/{responseKey}/…: a random
    // key rather than the id, so nobody can guess other lists' links and skew their tallies.
    responseKey: uuid('response_key').notNull().defaultRandom().unique(),
    // How often each answer button was clicked; counts only, never who clicked.
    answeredYes: integer('answered_yes').notNull().default(0),
    answeredYesOverAYear: integer('answered_yes_over_a_year').notNull().default(0),
    answeredAlreadyCompleted: integer('answered_already_completed').notNull().default(0),
    answeredNo: integer('answered_no').notNull().default(0),
    // Questionnaires begun and finished from this list's invitation link (its ?list= key). Counted
    // on the list only: no respondent row records the list, so no answer leads back to an address.
    startedCount: integer('started_count').notNull().default(0),
    finishedCount: integer('finished_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mailing_lists_organization_idx').on(t.organizationId)],
);

export const recipients = pgTable(
  'recipients',
  {
    id: serial('id').primaryKey(),
    mailingListId: integer('mailing_list_id')
      .notNull()
      .references(() => mailingLists.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    unsubscribed: boolean('unsubscribed').notNull().default(false),
    openedSurvey: boolean('opened_survey').notNull().default(false),
    // Claimed by the sending job just before the SMTP conversation; the row is deleted as soon as
    // the mail server accepted the invitation. A claim still here after a crash means "maybe
    // delivered", which is never sent again (nobody gets the invitation twice).
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recipients_list_email_unique').on(t.mailingListId, sql`lower(${t.email})`),
    index('recipients_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * Addresses that unsubscribed from a survey's mailings, kept only as the SHA-256 hex of the
 * lower-cased address: enough to refuse mailing them again, while the address itself is deleted
 * with the rest of the list once it has been sent.
 */
export const unsubscribedAddresses = pgTable(
  'unsubscribed_addresses',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.emailHash] })],
);

/**
 * Links of the previous system: an old survey id that still circulates (printed on posters,
 * in old mails) and the survey its respondents now belong to.
 */
export const legacySurveyLinks = pgTable(
  'legacy_survey_links',
  {
    oldId: text('old_id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('legacy_survey_links_survey_idx').on(t.surveyId)],
);

/**
 * The monthly benchmark report e-mail, one row per observer and month ('2026-11'). The row is
 * written before the mail is handed to SMTP, so a second server or a restart never sends the
 * same report twice.
 */
export const reportMails = pgTable(
  'report_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    claimedAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failure: text('failure'),
    // The mail server could not be reached or answered 4xx: the next run may claim the row again.
    retry: boolean('retry').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * Secrets the server makes itself at first start and every process shares, such as the key
 * that signs the links Peil mails. Kept in the database, not in a process or DATA_DIR, so that
 * processes behind a load balancer accept each other's links.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The recipients who clicked an answer button of a list's invitation, so that each counts
 * once. Only an HMAC of list and address is kept, never the address.
 */
export const invitationAnswerClicks = pgTable(
  'invitation_answer_clicks',
  {
    mailingListId: integer('mailing_list_id')
      .notNull()
      .references(() => mailingLists.id, { onDelete: 'cascade' }),
    recipientHash: text('recipient_hash').notNull(),
    clickedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mailingListId, t.recipientHash] })],
);

export type Organization = typeof organizations.$inferSelect;
export type Cluster = typeof clusters.$inferSelect;
export type User = typeof users.$inferSelect;
export type Survey = typeof surveys.$inferSelect;
