import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { QUESTION_TYPE } from '@peil/contract/domain';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { bootstrapDatabase } from '../../apps/server/src/db/bootstrap.js';
import { openDatabase, pingDatabase, type Database } from '../../apps/server/src/db/database.js';
import { foldAllAnswerChanges } from '../../apps/server/src/db/answer-aggregates.js';
import { hashToken } from '../../apps/server/src/lib/tokens.js';
import { registerEndpoint, type FastifyZodInstance } from '../../apps/server/src/lib/register-endpoint.js';
import { validatePageAnswers } from '../../apps/server/src/modules/respondent/answer-validation.js';
import { SurveyStructureCache } from '../../apps/server/src/modules/respondent/survey-structure-cache.js';
import { respondentEndpoints } from '@peil/contract/api/respondent';
import { runLoadProcess, type LoadProcessJob, type LoadProcessResult } from './load-process.js';
import { createBenchDatabase, type BenchPostgres } from './postgres.js';
import { printFigure, printHeading } from './report.js';

const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_SAVE_CONCURRENCY ?? 100);
const TOKENS = Number(process.env.BENCH_SAVE_TOKENS ?? 60_000);
/** Rounds of first saves, later saves and GET /status, each figure the median of the rounds. */
const ROUNDS = Number(process.env.BENCH_SAVE_ROUNDS ?? 3);
/** Rounds of first saves with the pre-aggregate triggers on and off, interleaved (0: none). */
const TRIGGER_ROUNDS = Number(process.env.BENCH_SAVE_TRIGGER_ROUNDS ?? 3);
/** The databases measured, of 'pglite' and 'postgres'. */
const ON = (process.env.BENCH_SAVE_ON ?? 'pglite,postgres').split(',');

type FirstPage = {
  surveyId: number;
  questions: { id: number; type: number; optionId: number | null; otherOptionId: number | null }[];
};

/**
 * save_page_response under 100 concurrent respondents, each request a new respondent saving
 * page 1 of a demo survey, against a bare Fastify route doing the same delete + INSERTs in one
 * transaction; then the same respondents saving again, and GET /status, in ROUNDS rounds. The
 * load comes from a child process (load-process.ts), so the server has its process to itself.
 * Afterwards the stored rows are counted: every 2xx must be in the database. Then
 * the cost of the pre-aggregate triggers: the same first saves with the triggers of answers and
 * answer_texts on and off, in interleaved rounds, as medians.
 */
export async function benchSaves(postgres: BenchPostgres | undefined): Promise<void> {
  if (ON.includes('pglite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-saves-'));
    await benchOn('PGlite', await openDatabase({ kind: 'pglite', dataDir: dir }));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!ON.includes('postgres')) return;
  if (postgres) {
    const url = await createBenchDatabase(postgres.serverUrl);
    await benchOn('PostgreSQL', await openDatabase({ kind: 'postgres', url, poolSize: 20 }));
  } else {
    console.log('saves on PostgreSQL: skipped (no PostgreSQL)');
  }
}

async function benchOn(label: string, database: Database): Promise<void> {
  printHeading(`save_page_response on ${label} (${CONCURRENCY} respondents, ${SECONDS} s, load from another process)`);
  await bootstrapDatabase(
    database,
    { adminPassword: 'bench-password', seedDemoData: true },
    () => {},
    () => {},
    {
      respondents: 100,
    },
  );
  const page = await firstPage(database);
  console.log(`page 1: question types ${page.questions.map((question) => question.type).join(', ')}`);
  const bareTokens = await createTokens(database, page.surveyId, 'bare');
  const answers = page.questions.map((q, i) => ({ position: i + 1, answer: answerFor(q, 'first') }));
  // Later saves change every answer: a page saved again unchanged writes nothing (see writePages).
  const changedAnswers = page.questions.map((q, i) => ({ position: i + 1, answer: answerFor(q, 'changed') }));

  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }), database });
  // GET /status as it was when the issue set the saves' target, on Peil's own stack (its hooks,
  // headers and response): a database round trip for every request.
  app.get('/status-per-request', { config: { access: 'public' } }, async () => ({
    status: 'ok',
    database: { latencyMs: await pingDatabase(database.lane) },
  }));
  // The save's request with all a save does in the server but the database's part: the same
  // route settings and body schema, the token's hash, the answers checked against the page. No
  // save can be faster on this server, so its ratio to GET /status bounds the saves' ratio.
  const structure = await new SurveyStructureCache(database.db).get(page.surveyId, null);
  registerEndpoint(
    app as unknown as FastifyZodInstance,
    { ...respondentEndpoints.savePage, path: '/bench/save-not-written' },
    async (request) => {
      hashToken(request.body.token);
      validatePageAnswers(structure.pages.get(request.body.page) ?? [], request.body.answers);
      return { saved: true as const, finished: false };
    },
    { rateLimit: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The same server writing every save in a statement of its own: what batching saves.
  const unbatched = await buildApp({
    config: loadConfig({ NODE_ENV: 'production' }),
    database,
    maxSavesPerStatement: 1,
  });
  await unbatched.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post<{ Body: { token: string } }>('/save', async (request) => {
    await bareSave(database, page, request.body.token);
    return { saved: true };
  });
  // GET /status as the issue that set the saves' target measured it: a database round trip for
  // every request. /status now shares one ping among the calls that arrive while it is in flight,
  // so under load it hardly reaches the database. On the bare server, without Peil's hooks: a
  // cheaper request than that /status was, so the ratio against it is if anything too low.
  bare.get('/ping', async () => ({ status: 'ok', database: { latencyMs: await pingDatabase(database.lane) } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  const load = (port: number, path: string, body?: LoadProcessJob['body']) =>
    runLoadProcess({
      port,
      path,
      method: body ? 'POST' : 'GET',
      concurrency: CONCURRENCY,
      durationMs: SECONDS * 1000,
      ...(body && { body }),
    });
  const savePath = '/api/v1/respondent/save_page_response/';

  const databaseCpu = await clusterCpu(database);
  const baseline = await load(portOf(bare), '/save', {
    tokens: { prefix: 'bare', count: bareTokens.length },
    fields: {},
  });
  type Measured = { rps: number; p99: number; processCpu: number; databaseCpu: number; loadCpu: number };
  const rounds: Record<
    | 'first'
    | 'later'
    | 'revisited'
    | 'firstAlone'
    | 'laterAlone'
    | 'notWritten'
    | 'status'
    | 'statusPerRequest'
    | 'ping',
    Measured[]
  > = {
    first: [],
    later: [],
    revisited: [],
    firstAlone: [],
    laterAlone: [],
    notWritten: [],
    status: [],
    statusPerRequest: [],
    ping: [],
  };
  let acknowledged = 0;
  let failed = 0;
  let reused = false;
  // Each measured part: the load from the child process, then this process's CPU time (the server
  // alone now) and the cluster's per request. The saves' share of the folding is theirs: it runs in
  // the measured window, as a reader or the job would run it after them.
  const measure = async (part: keyof typeof rounds, run: () => Promise<LoadProcessResult>) => {
    const clusterStart = databaseCpu?.();
    const processStart = processCpu();
    const result = await run();
    if (!['notWritten', 'status', 'statusPerRequest', 'ping'].includes(part)) await foldAllAnswerChanges(database);
    const requests = Math.max(1, result.requests);
    rounds[part].push({
      rps: result.rps,
      p99: result.p99,
      processCpu: processStart() / requests,
      databaseCpu: (clusterStart?.() ?? NaN) / requests,
      loadCpu: result.cpuMs / requests,
    });
    return result;
  };
  // A respondent's first save, then saves of respondents whose token was seen before, with every
  // answer changed, on the server that batches saves or on the one that does not; on the first,
  // then the page revisited: the same answers sent once more.
  const saves = async (
    server: typeof app,
    first: 'first' | 'firstAlone',
    later: 'later' | 'laterAlone',
    prefix: string,
  ) => {
    const tokens = await createTokens(database, page.surveyId, prefix, { hashed: true, locale: 'en' });
    const firstSaves = await measure(first, () =>
      load(portOf(server), savePath, { tokens: { prefix, count: tokens.length }, fields: { page: 1, answers } }),
    );
    acknowledged += firstSaves.requests - firstSaves.failures;
    failed += firstSaves.failures;
    reused ||= firstSaves.sent > tokens.length;
    const seen = Math.min(firstSaves.sent, tokens.length);
    const again = () =>
      load(portOf(server), savePath, { tokens: { prefix, count: seen }, fields: { page: 1, answers: changedAnswers } });
    const laterSaves = await measure(later, again);
    if (laterSaves.failures > 0) console.log(`(${laterSaves.failures} later saves failed)`);
    if (later === 'later') await measure('revisited', again);
  };
  for (let round = 0; round < ROUNDS; round++) {
    const status = async () => {
      await measure('status', () => load(portOf(app), '/status'));
      await measure('statusPerRequest', () => load(portOf(app), '/status-per-request'));
      await measure('ping', () => load(portOf(bare), '/ping'));
      await measure('notWritten', () =>
        load(portOf(app), '/bench/save-not-written', {
          tokens: { prefix: 'not-written', count: TOKENS },
          fields: { page: 1, answers },
        }),
      );
    };
    // Tokens as Peil makes them, naming their survey (see respondent-token.ts).
    const batched = () => saves(app, 'first', 'later', `${page.surveyId}.peil${round}`);
    const alone = () => saves(unbatched, 'firstAlone', 'laterAlone', `${page.surveyId}.peil-alone${round}`);
    // GET /status before the saves in even rounds, after them in odd ones; the two servers'
    // saves in turn.
    if (round % 2 === 0) await status();
    await (round % 2 === 0 ? batched() : alone());
    await (round % 2 === 0 ? alone() : batched());
    if (round % 2 === 1) await status();
  }
  const [{ stored }] = (await database.raw<{ stored: number }>(
    `select count(distinct a.respondent_id)::int as stored from answers a join respondents r on r.id = a.respondent_id
     where r.locale = 'en' and r.is_dummy`,
  )) as [{ stored: number }];
  const of = (part: keyof typeof rounds, key: keyof Measured) => median(rounds[part].map((result) => result[key]));

  printFigure('save_page_response, first saves (one round)', rounds.first[0]!.rps, 'saves/s', {
    name: 'bare Fastify route, same INSERTs',
    value: baseline.rps,
  });
  printFigure('save_page_response p99 (one round)', rounds.first[0]!.p99, 'ms', {
    name: 'bare route p99',
    value: baseline.p99,
  });
  const healthChecks = [
    { part: 'status', name: 'GET /status' },
    { part: 'statusPerRequest', name: 'GET /status with a database round trip per request, as it was' },
    { part: 'ping', name: 'a database round trip per request on a bare server' },
  ] as const;
  for (const { part, name } of healthChecks)
    for (const saved of ['first', 'later', 'revisited'] as const)
      printFigure(`a respondent's ${SAVE_NAMES[saved]} (median of ${ROUNDS})`, of(saved, 'rps'), 'requests/s', {
        name,
        value: of(part, 'rps'),
      });
  printFigure(`a save checked but not written (median of ${ROUNDS})`, of('notWritten', 'rps'), 'requests/s', {
    name: 'GET /status',
    value: of('status', 'rps'),
  });
  printFigure("a respondent's first save p99", of('first', 'p99'), 'ms', {
    name: 'GET /status p99',
    value: of('status', 'p99'),
  });
  printFigure("a respondent's later saves p99", of('later', 'p99'), 'ms', {
    name: 'GET /status p99',
    value: of('status', 'p99'),
  });
  printFigure(`a respondent's first save, batched (median of ${ROUNDS})`, of('first', 'rps'), 'requests/s', {
    name: 'each save a statement of its own',
    value: of('firstAlone', 'rps'),
  });
  printFigure(`a respondent's later saves, batched (median of ${ROUNDS})`, of('later', 'rps'), 'requests/s', {
    name: 'each save a statement of its own',
    value: of('laterAlone', 'rps'),
  });
  printFigure("a respondent's later saves p99, batched", of('later', 'p99'), 'ms', {
    name: 'each save a statement of its own',
    value: of('laterAlone', 'p99'),
  });
  console.log(
    `saves acknowledged ${acknowledged}, failed ${failed}, respondents with stored answers ${stored}, lost ${Math.max(0, acknowledged - stored)}`,
  );
  if (reused) console.log('(tokens were reused: raise BENCH_SAVE_TOKENS for an exact count)');
  // CPU time per request of the server's process (the load runs in another) and of the whole
  // PostgreSQL cluster: unlike throughput, it does not depend on what else the machine runs.
  printFigure('server process CPU per first save', of('first', 'processCpu'), 'ms', {
    name: 'per GET /status',
    value: of('status', 'processCpu'),
  });
  printFigure('server process CPU per later save', of('later', 'processCpu'), 'ms', {
    name: 'per GET /status',
    value: of('status', 'processCpu'),
  });
  printFigure('server process CPU per later save, batched', of('later', 'processCpu'), 'ms', {
    name: 'each save a statement of its own',
    value: of('laterAlone', 'processCpu'),
  });
  if (databaseCpu) {
    printFigure('database CPU per first save', of('first', 'databaseCpu'), 'ms', {
      name: 'per GET /status',
      value: of('status', 'databaseCpu'),
    });
    printFigure('database CPU per later save', of('later', 'databaseCpu'), 'ms', {
      name: 'per GET /status',
      value: of('status', 'databaseCpu'),
    });
    printFigure('database CPU per later save, batched', of('later', 'databaseCpu'), 'ms', {
      name: 'each save a statement of its own',
      value: of('laterAlone', 'databaseCpu'),
    });
    // Where the server, its database and the load share the machine's cores and nothing else
    // runs, throughput goes as the inverse of this sum: the ratio a dedicated machine would show.
    const total = (part: keyof typeof rounds) =>
      median(rounds[part].map((result) => result.processCpu + result.databaseCpu + result.loadCpu));
    printFigure('CPU per first save: server, database and load', total('first'), 'ms', {
      name: 'per GET /status',
      value: total('status'),
    });
    printFigure('CPU per later save: server, database and load', total('later'), 'ms', {
      name: 'per GET /status',
      value: total('status'),
    });
    printFigure('CPU per save checked but not written: server and load', total('notWritten'), 'ms', {
      name: 'per GET /status',
      value: total('status'),
    });
    printFigure('CPU per first save: server, database and load', total('first'), 'ms', {
      name: 'per database round trip on a bare server',
      value: total('ping'),
    });
    printFigure('CPU per later save: server, database and load, batched', total('later'), 'ms', {
      name: 'each save a statement of its own',
      value: total('laterAlone'),
    });
  }
  if (TRIGGER_ROUNDS > 0) await triggerCost(database, portOf(app), page.surveyId, answers, databaseCpu);
  await app.close();
  await unbatched.close();
  await bare.close();
  await database.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * First saves of new respondents with the pre-aggregate triggers on, against the same with them
 * off (the pre-aggregates are then left behind; the bench database is thrown away after), in
 * TRIGGER_ROUNDS interleaved rounds of SECONDS each: the median throughput and p99 of each.
 */
async function triggerCost(
  database: Database,
  port: number,
  surveyId: number,
  answers: unknown[],
  databaseCpu: (() => () => number) | undefined,
): Promise<void> {
  const setTriggers = async (on: boolean) => {
    for (const table of ['answers', 'answer_texts'])
      await database.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`);
  };
  const rounds: Record<'on' | 'off' | 'status', { rps: number; p99: number; cpu: number }[]> = {
    on: [],
    off: [],
    status: [],
  };
  for (let round = 0; round < TRIGGER_ROUNDS; round++) {
    const statusCpu = databaseCpu?.();
    const status = await runLoadProcess({
      port,
      path: '/status',
      method: 'GET',
      concurrency: CONCURRENCY,
      durationMs: SECONDS * 1000,
    });
    rounds.status.push({
      rps: status.rps,
      p99: status.p99,
      cpu: (statusCpu?.() ?? NaN) / Math.max(1, status.requests),
    });
    for (const mode of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      const prefix = `${surveyId}.triggers-${mode}-${round}`;
      const tokens = await createTokens(database, surveyId, prefix, {
        hashed: true,
        locale: 'de',
      });
      await setTriggers(mode === 'on');
      const saveCpu = databaseCpu?.();
      const result = await runLoadProcess({
        port,
        path: '/api/v1/respondent/save_page_response/',
        method: 'POST',
        body: {
          tokens: { prefix, count: tokens.length },
          fields: { page: 1, answers },
        },
        concurrency: CONCURRENCY,
        durationMs: SECONDS * 1000,
      });
      if (result.failures > 0) console.log(`(${result.failures} saves failed with the triggers ${mode})`);
      await foldAllAnswerChanges(database);
      rounds[mode].push({ rps: result.rps, p99: result.p99, cpu: (saveCpu?.() ?? NaN) / Math.max(1, result.requests) });
    }
  }
  await setTriggers(true);
  const of = (mode: 'on' | 'off' | 'status', key: 'rps' | 'p99' | 'cpu') =>
    median(rounds[mode].map((result) => result[key]));
  printFigure(`first saves, pre-aggregate triggers on (median of ${TRIGGER_ROUNDS})`, of('on', 'rps'), 'saves/s', {
    name: 'triggers off',
    value: of('off', 'rps'),
  });
  printFigure('first saves p99, triggers on', of('on', 'p99'), 'ms', { name: 'triggers off', value: of('off', 'p99') });
  printFigure(
    `first saves, triggers on, against GET /status (median of ${TRIGGER_ROUNDS})`,
    of('on', 'rps'),
    'requests/s',
    {
      name: 'GET /status in the same rounds',
      value: of('status', 'rps'),
    },
  );
  if (databaseCpu) {
    printFigure('database CPU per first save, triggers on', of('on', 'cpu'), 'ms', {
      name: 'triggers off',
      value: of('off', 'cpu'),
    });
    printFigure('database CPU per first save, triggers on, against GET /status', of('on', 'cpu'), 'ms', {
      name: 'per GET /status in the same rounds',
      value: of('status', 'cpu'),
    });
  }
}

/** Starts a measurement of this process's CPU time; calling what it returns gives the milliseconds since. */
function processCpu(): () => number {
  const start = process.cpuUsage();
  return () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  };
}

/**
 * The CPU time of the PostgreSQL cluster the database is on, when it runs on this machine and
 * /proc shows it (the bench's throwaway cluster, run as root): the postmaster with its ended
 * children, and its live children. `databaseCpu()` starts a measurement; calling what it returns
 * gives the milliseconds since.
 */
async function clusterCpu(database: Database): Promise<(() => () => number) | undefined> {
  if (database.kind !== 'postgres') return undefined;
  try {
    const [row] = await database.raw<{ setting: string }>(
      `select setting from pg_settings where name = 'data_directory'`,
    );
    const postmaster = Number(fs.readFileSync(path.join(row!.setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const fields = (pid: string) => {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    };
    // Clock ticks of 10 ms: utime, stime (fields 14, 15), and for the postmaster cutime, cstime.
    const ticks = () => {
      const own = fields(String(postmaster));
      let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
      for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
          const child = fields(pid);
          if (Number(child[1]) === postmaster) total += Number(child[11]) + Number(child[12]);
        } catch {
          // The process ended meanwhile: its time is in the postmaster's cutime now.
        }
      }
      return total;
    };
    ticks(); // throws now, not during a measurement, when /proc does not show the cluster
    return () => {
      const start = ticks();
      return () => (ticks() - start) * 10;
    };
  } catch {
    return undefined;
  }
}

async function firstPage(database: Database): Promise<FirstPage> {
  const rows = await database.raw<{
    survey_id: number;
    id: number;
    type: number;
    option_id: number | null;
    other_option_id: number | null;
  }>(
    `select q.survey_id, q.id, q.type, (select min(o.id) from question_options o where o.question_id = q.id) as option_id,
       coalesce((select o.id from question_options o where o.question_id = q.id and not o.is_open
                 order by o.id offset 1 limit 1),
                (select min(o.id) from question_options o where o.question_id = q.id)) as other_option_id
     from questions q join survey_pages p on p.id = q.page_id
     where q.survey_id = (select min(id) from surveys) and p.position = 1 order by q.position`,
  );
  return {
    surveyId: rows[0]!.survey_id,
    questions: rows.map((r) => ({ id: r.id, type: r.type, optionId: r.option_id, otherOptionId: r.other_option_id })),
  };
}

const SAVE_NAMES = { first: 'first save', later: 'later saves', revisited: 'page revisited, unchanged' };

function answerFor(question: FirstPage['questions'][number], which: 'first' | 'changed'): unknown {
  const first = which === 'first';
  if (question.type === QUESTION_TYPE.number) return first ? 2 : 3;
  if (question.type === QUESTION_TYPE.date) return first ? '2024-05-01' : '2024-05-02';
  return { option: first ? question.optionId : question.otherOptionId };
}

/**
 * Tokens made in SQL: the token route is rate limited per address, as it should be. Peil's tokens
 * are stored hashed as the API expects, the bare route's verbatim; the locale tells them apart
 * (en: the saves whose stored rows are counted, nl: the bare route's, de: the trigger rounds').
 */
async function createTokens(
  database: Database,
  surveyId: number,
  prefix: string,
  options = { hashed: false, locale: 'nl' },
): Promise<string[]> {
  const tokens = Array.from({ length: TOKENS }, (_, i) => `${prefix}-${i}`);
  const hashes = tokens.map((token) => (options.hashed ? hashToken(token) : token));
  for (let i = 0; i < hashes.length; i += 5000) {
    const chunk = hashes.slice(i, i + 5000);
    await database.raw(
      `insert into respondents (survey_id, locale, token_hash, token_expires_at, is_dummy)
       select $1, $3, t, now() + interval '4 hours', true from unnest($2::text[]) t`,
      [surveyId, `{${chunk.join(',')}}`, options.locale],
    );
  }
  // The vacuum and statistics the new rows call for happen now, not in the measured saves' window.
  await database.raw('vacuum analyze respondents');
  return tokens;
}

async function bareSave(database: Database, page: FirstPage, token: string): Promise<void> {
  const questionIds = `{${page.questions.map((q) => q.id).join(',')}}`;
  const optionIds = `{${page.questions.map((q) => q.optionId ?? 'NULL').join(',')}}`;
  const values = `{${page.questions.map((q) => (q.type === QUESTION_TYPE.number ? 2 : 'NULL')).join(',')}}`;
  const [respondent] = await database.raw<{ id: number; survey_id: number }>(
    'select id, survey_id from respondents where token_hash = $1 and token_expires_at > now()',
    [token],
  );
  if (!respondent) throw new Error('unknown token');
  await database.raw(
    `with removed as (delete from answers where respondent_id = $1 and question_id = any($3::int[]))
     insert into answers (respondent_id, survey_id, question_id, option_id, number_value)
     select $1, $2, q, o, v from unnest($3::int[], $4::int[], $5::numeric[]) as t(q, o, v)`,
    [respondent.id, respondent.survey_id, questionIds, optionIds, values],
  );
}
