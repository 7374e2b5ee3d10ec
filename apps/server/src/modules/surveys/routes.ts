import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBuilderSaveResponse,
  ZBuilderSurvey,
  ZBuilderSurveyInput,
  ZCopyProjectsResponse,
  ZDuplicateSurveyRequest,
  ZDuplicateSurveyResponse,
  ZEditSurveySettingsRequest,
  ZGenerateRequest,
  ZGenerateResponse,
  ZIdBody,
  ZNewProjectRequest,
  ZOkResponse,
  ZProject,
  ZRemoveAccessRequest,
  ZShareListResponse,
  ZShareRequest,
  ZSharedUsersResponse,
  ZSurveyIdBody,
  ZSurveyIdParams,
  ZSurveyListResponse,
  ZSurveyOrganizationResponse,
  ZSurveySettingsResponse,
  ZSaveOfferedTranslationsRequest,
  ZLegacyLinksResponse,
  ZSaveLegacyLinksRequest,
  ZTranslationChoicesResponse,
} from '@peil/contract/surveys';
import {
  SURVEY_FILE_SCHEMA_PATH,
  ZSurveyFile,
  ZSurveyImportRequest,
  ZSurveyImportResponse,
  ZSurveyImportTargetsResponse,
  surveyFileJsonSchema,
} from '@peil/contract/survey-file';
import type { Database } from '../../db/database.js';
import { requireUser } from '../auth/authorization.js';
import { requireAccessibleOrganization } from '../auth/policies/organization.js';
import { requireManageableSurvey, requireReadableSurvey } from '../auth/policies/survey.js';
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
import { ROLE } from '@peil/contract/domain';

// Spec §6: everyone sees the list; settings are for admins of the survey's organisation;
// creating, building, sharing, copying, removing and dummy respondents are for superadmins.
const anyStaff = { access: { minRole: ROLE.observer } };
const admins = { access: { minRole: ROLE.admin } };
const superadmins = { access: { minRole: ROLE.superadmin } };
const tags = ['surveys'];
const ok = { ok: true as const };

export const surveysRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    app.get(
      '/api/v1/survey/list',
      {
        config: anyStaff,
        schema: { tags, summary: 'Surveys the user can see', response: { 200: ZSurveyListResponse } },
      },
      async (request) => listSurveys(database, requireUser(request)),
    );

    app.post(
      '/api/v1/new_project',
      { config: admins, schema: { tags, body: ZNewProjectRequest, response: { 200: ZProject } } },
      async (request) => {
        const user = requireUser(request);
        const organizationId = request.body.organizationId ?? user.organizationId;
        await requireAccessibleOrganization(db, user, organizationId);
        return createProject(database, organizationId, request.body.projectName);
      },
    );

    app.get(
      '/api/v1/survey/organization/:surveyId',
      { config: admins, schema: { tags, params: ZSurveyIdParams, response: { 200: ZSurveyOrganizationResponse } } },
      async (request) => {
        const user = requireUser(request);
        await requireManageableSurvey(db, user, request.params.surveyId);
        return findSurveyOrganization(database, user, request.params.surveyId);
      },
    );

    app.get(
      '/api/v1/survey/get_survey_settings/:surveyId',
      { config: admins, schema: { tags, params: ZSurveyIdParams, response: { 200: ZSurveySettingsResponse } } },
      async (request) => {
        const user = requireUser(request);
        await requireManageableSurvey(db, user, request.params.surveyId);
        return [await findSurveySettings(database, user, request.params.surveyId)];
      },
    );

    app.post(
      '/api/v1/survey/edit_survey_settings/:surveyId',
      {
        config: admins,
        schema: { tags, params: ZSurveyIdParams, body: ZEditSurveySettingsRequest, response: { 200: ZOkResponse } },
      },
      async (request) => {
        const user = requireUser(request);
        await requireManageableSurvey(db, user, request.params.surveyId);
        await updateSurveySettings(database, user, request.params.surveyId, request.body);
        return ok;
      },
    );

    app.post(
      '/api/v1/generate',
      { config: superadmins, schema: { tags, body: ZGenerateRequest, response: { 200: ZGenerateResponse } } },
      async (request) => {
        const { id, amount, language } = request.body;
        await requireManageableSurvey(db, requireUser(request), id);
        return { generated: await generateDummyRespondents(database, id, amount, language) };
      },
    );

    // ---------------------------------------------------------------- sharing

    app.get(
      '/api/v1/survey/share/:surveyId',
      { config: superadmins, schema: { tags, params: ZSurveyIdParams, response: { 200: ZShareListResponse } } },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.params.surveyId);
        const users = await findSharedUsers(database, request.params.surveyId);
        return { users: users.map(({ email }) => ({ email })) };
      },
    );

    app.post(
      '/api/v1/survey/share',
      { config: superadmins, schema: { tags, body: ZShareRequest, response: { 200: ZOkResponse } } },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.body.surveyId);
        await shareSurvey(database, request.body.surveyId, request.body.emails);
        return ok;
      },
    );

    app.post(
      '/api/v1/survey/get_users_with_access',
      { config: superadmins, schema: { tags, body: ZSurveyIdBody, response: { 200: ZSharedUsersResponse } } },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.body.surveyId);
        return findSharedUsers(database, request.body.surveyId);
      },
    );

    app.post(
      '/api/v1/survey/remove_access',
      { config: superadmins, schema: { tags, body: ZRemoveAccessRequest, response: { 200: ZOkResponse } } },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.body.surveyId);
        await removeSurveyAccess(database, request.body.surveyId, request.body.email);
        return ok;
      },
    );

    // ---------------------------------------------------------------- copy and remove

    app.get(
      '/api/v1/survey/copy_projects/:surveyId',
      {
        config: superadmins,
        schema: {
          tags,
          summary: "The projects of the survey's organisation, where a copy of it lands",
          params: ZSurveyIdParams,
          response: { 200: ZCopyProjectsResponse },
        },
      },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.params.surveyId);
        return findCopyProjects(database, request.params.surveyId);
      },
    );

    app.post(
      '/api/v1/survey/duplicate',
      {
        config: superadmins,
        schema: { tags, body: ZDuplicateSurveyRequest, response: { 200: ZDuplicateSurveyResponse } },
      },
      async (request) => {
        const { id, projectId, name, duplicateRespondents } = request.body;
        await requireManageableSurvey(db, requireUser(request), id);
        return duplicateSurvey(database, { surveyId: id, projectId, name, withRespondents: duplicateRespondents });
      },
    );

    app.post(
      '/api/v1/survey/remove_survey',
      { config: superadmins, schema: { tags, body: ZIdBody, response: { 200: ZOkResponse } } },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.body.id);
        await removeSurvey(database, request.body.id);
        return ok;
      },
    );

    // ---------------------------------------------------------------- translations dialog

    app.get(
      '/api/v1/survey/translation_choices/:surveyId',
      {
        config: superadmins,
        schema: { tags, params: ZSurveyIdParams, response: { 200: ZTranslationChoicesResponse } },
      },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.params.surveyId);
        return findTranslationChoices(db, request.params.surveyId);
      },
    );

    app.post(
      '/api/v1/survey/save_offered_translations',
      {
        config: superadmins,
        schema: { tags, body: ZSaveOfferedTranslationsRequest, response: { 200: ZTranslationChoicesResponse } },
      },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.body.surveyId);
        return saveOfferedTranslations(database, request.body.surveyId, request.body.translations);
      },
    );

    // ---------------------------------------------------------------- old links (spec §9)

    app.get(
      '/api/v1/survey/legacy_links/:surveyId',
      { config: superadmins, schema: { tags, params: ZSurveyIdParams, response: { 200: ZLegacyLinksResponse } } },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.params.surveyId);
        return { oldIds: await findLegacyIds(db, request.params.surveyId) };
      },
    );

    app.post(
      '/api/v1/survey/save_legacy_links',
      {
        config: superadmins,
        schema: {
          tags,
          summary: 'The old ids (links of the previous system) that lead to the survey',
          body: ZSaveLegacyLinksRequest,
          response: { 200: ZLegacyLinksResponse },
        },
      },
      async (request) => {
        await requireManageableSurvey(db, requireUser(request), request.body.surveyId);
        return { oldIds: await saveLegacyIds(database, request.body.surveyId, request.body.oldIds) };
      },
    );

    // ---------------------------------------------------------------- builder

    app.get(
      '/api/v1/survey/builder/:surveyId',
      { config: superadmins, schema: { tags, params: ZSurveyIdParams, response: { 200: ZBuilderSurvey } } },
      async (request) => {
        await requireReadableSurvey(db, requireUser(request), request.params.surveyId);
        return readBuilderSurvey(database, request.params.surveyId);
      },
    );

    app.post(
      '/api/v1/survey/builder',
      { config: superadmins, schema: { tags, body: ZBuilderSurveyInput, response: { 200: ZBuilderSaveResponse } } },
      async (request) => {
        await requireAccessibleOrganization(db, requireUser(request), request.body.organizationId);
        return saveBuilderSurvey(database, null, request.body);
      },
    );

    app.post(
      '/api/v1/survey/builder/:surveyId',
      {
        config: superadmins,
        schema: { tags, params: ZSurveyIdParams, body: ZBuilderSurveyInput, response: { 200: ZBuilderSaveResponse } },
      },
      async (request) => {
        const user = requireUser(request);
        await requireManageableSurvey(db, user, request.params.surveyId);
        await requireAccessibleOrganization(db, user, request.body.organizationId);
        return saveBuilderSurvey(database, request.params.surveyId, request.body);
      },
    );

    // ---------------------------------------------------------------- surveys as files

    app.get(
      SURVEY_FILE_SCHEMA_PATH,
      {
        // The format is public so that other tools can write and check files without an account.
        config: { access: 'public' },
        schema: { tags, summary: 'JSON Schema of the survey file' },
      },
      async (_request, reply) => reply.type('application/schema+json').send(surveyFileJsonSchema()),
    );

    app.get(
      '/api/v1/survey/export_file/:surveyId',
      {
        config: superadmins,
        schema: {
          tags,
          summary: 'The survey as a file, without respondents',
          params: ZSurveyIdParams,
          response: { 200: ZSurveyFile },
        },
      },
      async (request, reply) => {
        await requireManageableSurvey(db, requireUser(request), request.params.surveyId);
        const file = await exportSurveyFile(database, request.params.surveyId);
        const fileName = `survey-${request.params.surveyId}.peil-survey.json`;
        return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(file);
      },
    );

    app.get(
      '/api/v1/survey/import_targets',
      {
        config: superadmins,
        schema: {
          tags,
          summary: 'The organisations and projects a survey file can be imported into',
          response: { 200: ZSurveyImportTargetsResponse },
        },
      },
      async () => findImportTargets(database),
    );

    app.post(
      '/api/v1/survey/import_file',
      {
        config: superadmins,
        schema: {
          tags,
          summary: 'Imports a survey file as an inactive draft',
          body: ZSurveyImportRequest,
          response: { 200: ZSurveyImportResponse },
        },
      },
      async (request) => {
        await requireAccessibleOrganization(db, requireUser(request), request.body.organizationId);
        return importSurveyFile(database, request.body);
      },
    );
  };
