import { ROLE } from '../domain/index.js';
import { defineEndpoint, fileResponse } from './define-endpoint.js';

// Spec §6: everyone sees the list; settings are for admins of the survey's organisation;
// creating, building, sharing, copying, removing and dummy respondents are for superadmins.
const anyStaff = { minRole: ROLE.observer } as const;
const admins = { minRole: ROLE.admin } as const;
const superadmins = { minRole: ROLE.superadmin } as const;
const tags = ['surveys'];

export const surveysEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/list',
    access: anyStaff,
    tags,
    summary: 'Surveys the user can see',
    response: 'surveys.ZSurveyListResponse',
  }),
  newProject: defineEndpoint({
    method: 'POST',
    path: '/api/v1/new_project',
    access: admins,
    scope: { check: 'organization:access', id: 'body.organizationId' },
    tags,
    body: 'surveys.ZNewProjectRequest',
    response: 'surveys.ZProject',
  }),
  organization: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/organization/:surveyId',
    access: admins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    params: 'surveys.ZSurveyIdParams',
    response: 'surveys.ZSurveyOrganizationResponse',
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_settings/:surveyId',
    access: admins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    params: 'surveys.ZSurveyIdParams',
    response: 'surveys.ZSurveySettingsResponse',
  }),
  editSettings: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/edit_survey_settings/:surveyId',
    access: admins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    params: 'surveys.ZSurveyIdParams',
    body: 'surveys.ZEditSurveySettingsRequest',
    response: 'surveys.ZOkResponse',
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/generate',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.id' },
    tags,
    body: 'surveys.ZGenerateRequest',
    response: 'surveys.ZGenerateResponse',
  }),

  // ---------------------------------------------------------------- sharing

  shareList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/share/:surveyId',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    params: 'surveys.ZSurveyIdParams',
    response: 'surveys.ZShareListResponse',
  }),
  share: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/share',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.surveyId' },
    tags,
    body: 'surveys.ZShareRequest',
    response: 'surveys.ZOkResponse',
  }),
  usersWithAccess: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_users_with_access',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.surveyId' },
    tags,
    body: 'surveys.ZSurveyIdBody',
    response: 'surveys.ZSharedUsersResponse',
  }),
  removeAccess: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/remove_access',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.surveyId' },
    tags,
    body: 'surveys.ZRemoveAccessRequest',
    response: 'surveys.ZOkResponse',
  }),

  // ---------------------------------------------------------------- copy and remove

  copyProjects: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/copy_projects/:surveyId',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    summary: "The projects of the survey's organisation, where a copy of it lands",
    params: 'surveys.ZSurveyIdParams',
    response: 'surveys.ZCopyProjectsResponse',
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/duplicate',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.id' },
    tags,
    body: 'surveys.ZDuplicateSurveyRequest',
    response: 'surveys.ZDuplicateSurveyResponse',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/remove_survey',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.id' },
    tags,
    body: 'surveys.ZIdBody',
    response: 'surveys.ZOkResponse',
  }),

  // ---------------------------------------------------------------- translations dialog

  translationChoices: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/translation_choices/:surveyId',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    params: 'surveys.ZSurveyIdParams',
    response: 'surveys.ZTranslationChoicesResponse',
  }),
  saveOfferedTranslations: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/save_offered_translations',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.surveyId' },
    tags,
    body: 'surveys.ZSaveOfferedTranslationsRequest',
    response: 'surveys.ZTranslationChoicesResponse',
  }),

  // ---------------------------------------------------------------- old links (spec §9)

  legacyLinks: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/legacy_links/:surveyId',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    params: 'surveys.ZSurveyIdParams',
    response: 'surveys.ZLegacyLinksResponse',
  }),
  saveLegacyLinks: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/save_legacy_links',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'body.surveyId' },
    tags,
    summary: 'The old ids (links of the previous system) that lead to the survey',
    body: 'surveys.ZSaveLegacyLinksRequest',
    response: 'surveys.ZLegacyLinksResponse',
  }),

  // ---------------------------------------------------------------- builder

  builderSurvey: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/builder/:surveyId',
    access: superadmins,
    scope: { check: 'survey:read', id: 'params.surveyId' },
    tags,
    params: 'surveys.ZSurveyIdParams',
    response: 'surveys.ZBuilderSurvey',
  }),
  createBuilderSurvey: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/builder',
    access: superadmins,
    scope: { check: 'organization:access', id: 'body.organizationId' },
    tags,
    body: 'surveys.ZBuilderSurveyInput',
    response: 'surveys.ZBuilderSaveResponse',
  }),
  saveBuilderSurvey: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/builder/:surveyId',
    access: superadmins,
    scope: [
      { check: 'survey:manage', id: 'params.surveyId' },
      { check: 'organization:access', id: 'body.organizationId' },
    ],
    tags,
    params: 'surveys.ZSurveyIdParams',
    body: 'surveys.ZBuilderSurveyInput',
    response: 'surveys.ZBuilderSaveResponse',
  }),

  // ---------------------------------------------------------------- surveys as files

  /** The path is SURVEY_FILE_SCHEMA_PATH, written out so that this table needs no zod module. */
  surveyFileSchema: defineEndpoint({
    method: 'GET',
    path: '/api/v1/schemas/survey-file.v1.json',
    // The format is public so that other tools can write and check files without an account.
    access: 'public',
    tags,
    summary: 'JSON Schema of the survey file',
    response: fileResponse('application/schema+json'),
  }),
  exportFile: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/export_file/:surveyId',
    access: superadmins,
    scope: { check: 'survey:manage', id: 'params.surveyId' },
    tags,
    summary: 'The survey as a file, without respondents',
    params: 'surveys.ZSurveyIdParams',
    response: 'survey-file.ZSurveyFile',
  }),
  importTargets: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/import_targets',
    access: superadmins,
    tags,
    summary: 'The organisations and projects a survey file can be imported into',
    response: 'survey-file.ZSurveyImportTargetsResponse',
  }),
  importFile: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/import_file',
    access: superadmins,
    scope: { check: 'organization:access', id: 'body.organizationId' },
    tags,
    summary: 'Imports a survey file as an inactive draft',
    body: 'survey-file.ZSurveyImportRequest',
    response: 'survey-file.ZSurveyImportResponse',
  }),
};
