import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { createDatabaseRateLimitStore } from './plugins/rate-limit-store.js';
import { registerRefuseNul } from './plugins/refuse-nul.js';
import { registerSecurityHeaders, requireStaffSession } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerAuthorization, type RegisteredRoute } from './modules/auth/authorization.js';
import { statusRoutes } from './modules/status/routes.js';
import { createLifecycle, type Lifecycle } from './modules/status/lifecycle.js';
import { dimensionsRoutes } from './modules/dimensions/routes.js';
import { surveysRoutes } from './modules/surveys/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { restartRoutes } from './modules/restart/routes.js';
import { unsubscribeRoutes } from './modules/unsubscribe/routes.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { resultsRoutes } from './modules/results/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { ExportWorkers } from './modules/exports/export-workers.js';
import { respondentRoutes } from './modules/respondent/routes.js';
import { administrationRoutes } from './modules/administration/routes.js';
import { broadcastsRoutes } from './modules/broadcasts/routes.js';
import { benchmarkRoutes } from './modules/benchmark/routes.js';
import { benchmarkSettingsRoutes } from './modules/benchmark-settings/routes.js';
import { supportRoutes } from './modules/support/routes.js';
import { defineReportMailJob } from './modules/report-mail/report-mail-job.js';
import { defineFoldAnswerChangesJob } from './modules/results/answer-aggregates-job.js';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue.js';
import { jobsRoutes } from './modules/jobs/routes.js';
import { defineMailJob } from './modules/mail/mail-job.js';
import { findLegacyTarget } from './modules/surveys/legacy-links.js';
import { findSurveyStart } from './modules/respondent/survey-start.js';
import { startNightlyBackups } from './db/backup.js';
import { VERSION } from './version.js';
import { GenerationSlots } from './lib/generation-slots.js';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Serve the built web apps from apps/web/dist when they exist. */
  serveWebApp?: boolean;
  logger?: boolean | object;
  /** Readiness and stopping, moved forward by server.ts; ready when left out. */
  lifecycle?: Lifecycle;
  /** Outgoing mail; by default SMTP_URL, or .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Whether cron schedules fire; by default everywhere but in tests. */
  runSchedules?: boolean;
  /** The caller starts the job workers (app.jobs.start) once the database is migrated. */
  deferJobs?: boolean;
  /** At most this many page saves written by one statement (64); 1 writes each alone. The bench compares both. */
  maxSavesPerStatement?: number;
};

/** What a process answers while it migrates: health and readiness. */
const STARTING_ROUTES = new Set(['/status', '/status/ready']);

export type PeilApp = FastifyInstance & {
  registeredRoutes: RegisteredRoute[];
  generationSlots: GenerationSlots;
  jobs: JobQueue;
};

/** Builds the Fastify instance: external plugins, then Peil's plugins, then the modules. */
export async function buildApp(options: AppOptions): Promise<PeilApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Anyone can send X-Forwarded-For; only the proxy named by TRUST_PROXY is believed.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  const lifecycle = options.lifecycle ?? createLifecycle();
  // While stopping, each answer closes its keep-alive connection, so clients reconnect elsewhere
  // instead of sending on a connection that is about to be closed.
  app.addHook('onRequest', async (request, reply) => {
    if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
    // Listening starts before the migrations, so that health checks see a live process; any
    // other route would meet tables that do not exist yet.
    if (lifecycle.phase === 'starting' && !STARTING_ROUTES.has(request.routeOptions.url ?? '')) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'unavailable', message: 'The server is starting; try again shortly.' } });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, {
    // Small answers gain nothing; built assets arrive pre-compressed (plugins/web-app.ts).
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11, zlib's default, costs ~20x the CPU of 5 for a few per cent on JSON.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie);
  // Limits are opted into per route (login, register, forgot-password, respondent tokens).
  await app.register(fastifyRateLimit, { global: false, store: createDatabaseRateLimitStore(app, database.db) });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Peil API', version: VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Fastify awaits an async hook; the plugin's type names only the callback form.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    uiHooks: { onRequest: requireStaffSession(database.db) },
  });

  registerErrorHandler(app);
  registerOriginCheck(app, config);
  registerRefuseNul(app);
  const registeredRoutes = registerAuthorization(app, database.db);
  const mailer = options.mailer ?? createMailer(config, app.log);
  const generationSlots = new GenerationSlots();
  // The threads that write every export file, for the export and the benchmark routes.
  const exportWorkers = new ExportWorkers();
  app.addHook('onClose', () => exportWorkers.close());
  // The one job queue of this process: modules define their jobs while registering, the
  // workers start when the app is ready and stop before the database closes.
  const jobs = createJobQueue({
    database,
    log: app.log,
    timeZone: config.timeZone,
    // Tests run scheduled jobs themselves.
    runSchedules: options.runSchedules ?? config.env !== 'test',
  });
  if (!options.deferJobs) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const mail = defineMailJob(jobs, mailer);

  await app.register(statusRoutes(database, lifecycle));
  await app.register(dimensionsRoutes(database));
  await app.register(surveysRoutes(database));
  await app.register(authRoutes({ database, config, mailer, mail, jobs }));
  await app.register(restartRoutes(config));
  await app.register(resultsRoutes(database));
  await app.register(exportRoutes(database, generationSlots, exportWorkers));
  await app.register(respondentRoutes(database, options.maxSavesPerStatement));
  await app.register(administrationRoutes(database, exportWorkers));
  await app.register(broadcastsRoutes({ database, config, mailer, jobs }));
  await app.register(unsubscribeRoutes(database));
  await app.register(benchmarkSettingsRoutes(database));
  await app.register(supportRoutes({ database, config, mail }));
  await app.register(benchmarkRoutes({ database, generationSlots, exportWorkers, timeZone: config.timeZone }));
  await app.register(jobsRoutes(jobs));
  defineFoldAnswerChangesJob(jobs, database);
  defineReportMailJob(jobs, {
    database,
    mailer,
    publicUrl: config.publicUrl,
    timeZone: config.timeZone,
    log: app.log,
  });
  if (config.env !== 'test' && database.pglite && database.dataDir) {
    const backups = startNightlyBackups({
      pglite: database.pglite,
      dataDir: database.dataDir,
      dir: path.join(database.dataDir, 'backups'),
      keep: config.backupKeep,
      timeZone: config.timeZone,
      log: { info: (line) => app.log.info(line), error: (line) => app.log.error(line) },
    });
    app.addHook('onClose', () => backups.stop());
  }

  if (options.serveWebApp) {
    await registerWebApp(app, config.webDistDir, {
      findLegacyTarget: (oldId) => findLegacyTarget(database.db, oldId),
      findSurveyStart: (id, locale) => findSurveyStart(database.db, id, locale),
    });
  }

  const peilApp = app as unknown as PeilApp;
  peilApp.registeredRoutes = registeredRoutes;
  peilApp.generationSlots = generationSlots;
  peilApp.jobs = jobs;
  return peilApp;
}

/**
 * Fastify refuses a bare hop count (it cannot check the peer); a hop count is still what an
 * operator whose port only the proxy can reach asks for, so it is spelled out as a function.
 */
function trustProxyOption(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
