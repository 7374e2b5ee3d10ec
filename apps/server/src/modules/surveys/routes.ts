import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveysEndpoints as endpoints } from '@peil/contract/api/surveys';
import { surveyFileJsonSchema } from '@peil/contract/survey-file';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import { readBuilderSurvey } from './builder-read.js';
import { saveBuilderSurvey } from './builder-save.js';
import { duplicateSurvey, removeSurvey } from './duplicate.js';
import { generateDummyRespondents } from './generate.js';
import { findSharedUsers, removeSurveyAccess, shareSurvey } from './sharing.js';
import { findTranslationChoices, saveOfferedTranslations } from './translations.js';
import { findLegacyIds, saveLegacyIds } from './legacy-links.js';
import { exportSurveyFile, findImportTargets, importSurveyFile } from './survey-file.js';
import {
  createProject,
  findCopyProjects,
  findSurveyOrganization,
  findSurveySettings,
  findSurveyList as listSurveys,
  updateSurveySettings,
} from './survey-queries.js';

// Which surveys and organisations a caller may reach is each endpoint's scope (api/surveys.ts),
// checked before these handlers run.
const ok = { ok: true as const };

export const surveysRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    registerEndpoint(app, endpoints.list, async (request) => listSurveys(database, requireUser(request)));

    registerEndpoint(app, endpoints.newProject, async (request) => {
      const organizationId = request.body.organizationId ?? requireUser(request).organizationId;
      return createProject(database.db, organizationId, request.body.projectName);
    });

    registerEndpoint(app, endpoints.organization, async (request) =>
      findSurveyOrganization(database, requireUser(request), request.params.surveyId),
    );

    registerEndpoint(app, endpoints.settings, async (request) => [
      await findSurveySettings(database, requireUser(request), request.params.surveyId),
    ]);

    registerEndpoint(app, endpoints.editSettings, async (request) => {
      await updateSurveySettings(database, requireUser(request), request.params.surveyId, request.body);
      return ok;
    });

    registerEndpoint(app, endpoints.generate, async (request) => {
      const { id, amount, language } = request.body;
      return { generated: await generateDummyRespondents(database, id, amount, language) };
    });

    // ---------------------------------------------------------------- sharing

    registerEndpoint(app, endpoints.shareList, async (request) => {
      const users = await findSharedUsers(database, request.params.surveyId);
      return { users: users.map(({ email }) => ({ email })) };
    });

    registerEndpoint(app, endpoints.share, async (request) => {
      await shareSurvey(database, request.body.surveyId, request.body.emails);
      return ok;
    });

    registerEndpoint(app, endpoints.usersWithAccess, async (request) =>
      findSharedUsers(database, request.body.surveyId),
    );

    registerEndpoint(app, endpoints.removeAccess, async (request) => {
      await removeSurveyAccess(database, request.body.surveyId, request.body.email);
      return ok;
    });

    // ---------------------------------------------------------------- copy and remove

    registerEndpoint(app, endpoints.copyProjects, async (request) =>
      findCopyProjects(database, request.params.surveyId),
    );

    registerEndpoint(app, endpoints.duplicate, async (request) => {
      const { id, projectId, name, duplicateRespondents } = request.body;
      return duplicateSurvey(database.db, { surveyId: id, projectId, name, withRespondents: duplicateRespondents });
    });

    registerEndpoint(app, endpoints.remove, async (request) => {
      await removeSurvey(database.db, request.body.id);
      return ok;
    });

    // ---------------------------------------------------------------- translations dialog

    registerEndpoint(app, endpoints.translationChoices, async (request) =>
      findTranslationChoices(db, request.params.surveyId),
    );

    registerEndpoint(app, endpoints.saveOfferedTranslations, async (request) =>
      saveOfferedTranslations(database.db, request.body.surveyId, request.body.translations),
    );

    // ---------------------------------------------------------------- old links (spec §9)

    registerEndpoint(app, endpoints.legacyLinks, async (request) => ({
      oldIds: await findLegacyIds(db, request.params.surveyId),
    }));

    registerEndpoint(app, endpoints.saveLegacyLinks, async (request) => ({
      oldIds: await saveLegacyIds(database.db, request.body.surveyId, request.body.oldIds),
    }));

    // ---------------------------------------------------------------- builder

    registerEndpoint(app, endpoints.builderSurvey, async (request) =>
      readBuilderSurvey(database.db, request.params.surveyId),
    );

    registerEndpoint(app, endpoints.createBuilderSurvey, async (request) =>
      saveBuilderSurvey(database.db, null, request.body),
    );

    registerEndpoint(app, endpoints.saveBuilderSurvey, async (request) =>
      saveBuilderSurvey(database.db, request.params.surveyId, request.body),
    );

    // ---------------------------------------------------------------- surveys as files

    registerEndpoint(app, endpoints.surveyFileSchema, async (_request, reply) =>
      reply.type('application/schema+json').send(surveyFileJsonSchema()),
    );

    registerEndpoint(app, endpoints.exportFile, async (request, reply) => {
      const file = await exportSurveyFile(database.db, request.params.surveyId);
      const fileName = `survey-${request.params.surveyId}.peil-survey.json`;
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(file);
    });

    registerEndpoint(app, endpoints.importTargets, async () => findImportTargets(database));

    registerEndpoint(app, endpoints.importFile, async (request) => importSurveyFile(database.db, request.body));
  };
