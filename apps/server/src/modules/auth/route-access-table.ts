import type { RouteAccess } from './authorization.js';
import { ROLE } from '@peil/contract/domain';

/**
 * The expected access of every API route, checked against the routes the server registers by
 * authorization-matrix.test.ts. A new route fails that test until it has a line here, so every
 * endpoint gets a deliberate, reviewed access decision. Keys are `METHOD url` as registered.
 *
 * - 'public': anyone, with or without a session.
 * - { minRole }: a session whose role is at least that rank (1 superadmin … 4 observer); the
 *   test proves that no session gives 401 and every lower rank gives 403.
 */
export const ROUTE_ACCESS_TABLE: Record<string, RouteAccess> = {
  'GET /status': 'public',
  'GET /api/v1/status/jobs': { minRole: ROLE.superadmin },
  'GET /status/ready': 'public',

  // Session and account
  'GET /api/v1/isSessionValid': 'public',
  'POST /api/v1/login': 'public',
  'POST /api/v1/administration/verify_client': { minRole: ROLE.observer },
  'GET /api/v1/logout': 'public',
  'POST /api/v1/check-statements': { minRole: ROLE.observer },
  'POST /api/v1/language_locale': { minRole: ROLE.observer },
  'POST /api/v1/register': 'public',
  'POST /api/v1/verify-email': 'public',
  'POST /api/v1/resend-verification': 'public',
  'POST /api/v1/change_password': { minRole: ROLE.observer },
  'POST /api/v1/forgot-password': 'public',
  'POST /api/v1/administration/reset_password': 'public',
  'POST /api/v1/restart': 'public',

  // Administration: admins manage users of their organisations; the rest is the superadmin's
  'POST /api/v1/administration/insert_user': { minRole: ROLE.admin },
  'POST /api/v1/administration/save_user': { minRole: ROLE.admin },
  'POST /api/v1/administration/remove_user': { minRole: ROLE.admin },
  'GET /api/v1/administration/projects_from_organization/:organizationId': { minRole: ROLE.admin },
  'GET /api/v1/administration/projects/:organizationId/:userId': { minRole: ROLE.admin },
  'GET /api/v1/administration/get_users/:organizationId': { minRole: ROLE.admin },
  'GET /api/v1/administration/get_all_users': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/get_admin_access': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/give_admin_access': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/remove_admin_access': { minRole: ROLE.superadmin },
  'GET /api/v1/administration/get_clients': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/insert_client': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/edit_client': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/remove_client': { minRole: ROLE.superadmin },
  'GET /api/v1/administration/get_client_logo/:clientId': { minRole: ROLE.superadmin },
  'GET /api/v1/administration/get_organizations/:clientId': { minRole: ROLE.superadmin },
  'GET /api/v1/administration/managed_organizations': { minRole: ROLE.admin },
  'POST /api/v1/administration/insert_organization': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/edit_organization': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/remove_organization': { minRole: ROLE.superadmin },
  'GET /api/v1/administration/get_organization_logo/:organizationId': { minRole: ROLE.superadmin },
  'POST /api/v1/administration/download_respondent_count': { minRole: ROLE.superadmin },

  // Benchmark
  'GET /api/v1/benchmark/dimensions': { minRole: ROLE.observer },

  // Benchmark settings and clusters: the superadmin alone edits them (spec §6)
  'GET /api/v1/benchmark/all_benchmark_settings': { minRole: ROLE.superadmin },
  'GET /api/v1/benchmark/settings/:id': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/settings/:id': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/create_settings': { minRole: ROLE.superadmin },
  'GET /api/v1/benchmark/clusters_with_surveys/:settingsId': { minRole: ROLE.superadmin },
  'GET /api/v1/benchmark/clusters': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/set_default_cluster': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/remove_cluster_from_settings': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/remove_survey_from_cluster': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/add_survey_to_cluster': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/add_cluster_to_setting': { minRole: ROLE.superadmin },
  'POST /api/v1/benchmark/create_new_cluster': { minRole: ROLE.superadmin },

  // Ask a question: every logged-in user, observers included (spec §6)
  'POST /api/v1/administration/send_support_mail': { minRole: ROLE.observer },

  // Dashboard and results
  'POST /api/v1/dashboard/projectssummary': { minRole: ROLE.observer },
  'POST /api/v1/dashboard/surveys': { minRole: ROLE.observer },
  'GET /api/v1/dashboard/projects': { minRole: ROLE.observer },
  'GET /api/v1/dashboard/projects/': { minRole: ROLE.observer },
  'POST /api/v1/survey/get_survey_results/:surveyId': { minRole: ROLE.observer },
  'POST /api/v1/survey/get_open_answers/:surveyId': { minRole: ROLE.observer },
  'POST /api/v1/survey/get_number_of_respondents': { minRole: ROLE.observer },
  'POST /api/v1/survey/get_number_of_unfinished_respondents': { minRole: ROLE.observer },
  'POST /api/v1/survey/get_survey_start/:id': { minRole: ROLE.observer },
  'GET /api/v1/survey/get_survey_translations_with_respondent_count/:id': { minRole: ROLE.observer },
  'POST /api/v1/survey/get_survey_translations_with_respondent_count/:id': { minRole: ROLE.observer },
  'POST /api/v1/survey/get_survey_internal_name/:id': { minRole: ROLE.observer },

  // Survey management: superadmins build, share, copy and remove; admins edit settings
  'GET /api/v1/survey/list': { minRole: ROLE.observer },
  'POST /api/v1/new_project': { minRole: ROLE.admin },
  'GET /api/v1/survey/organization/:surveyId': { minRole: ROLE.admin },
  'GET /api/v1/survey/get_survey_settings/:surveyId': { minRole: ROLE.admin },
  'POST /api/v1/survey/edit_survey_settings/:surveyId': { minRole: ROLE.admin },
  'POST /api/v1/generate': { minRole: ROLE.superadmin },
  'GET /api/v1/survey/share/:surveyId': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/share': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/get_users_with_access': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/remove_access': { minRole: ROLE.superadmin },
  'GET /api/v1/survey/copy_projects/:surveyId': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/duplicate': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/remove_survey': { minRole: ROLE.superadmin },
  'GET /api/v1/survey/translation_choices/:surveyId': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/save_offered_translations': { minRole: ROLE.superadmin },
  'GET /api/v1/survey/legacy_links/:surveyId': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/save_legacy_links': { minRole: ROLE.superadmin },
  'GET /api/v1/survey/builder/:surveyId': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/builder': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/builder/:surveyId': { minRole: ROLE.superadmin },
  'GET /api/v1/survey/export_file/:surveyId': { minRole: ROLE.superadmin },
  'GET /api/v1/survey/import_targets': { minRole: ROLE.superadmin },
  'POST /api/v1/survey/import_file': { minRole: ROLE.superadmin },
  'GET /api/v1/schemas/survey-file.v1.json': 'public',

  // Exports
  'POST /api/v1/excel': { minRole: ROLE.observer },
  'POST /api/v1/report': { minRole: ROLE.observer },
  'POST /api/v1/report-text-only': { minRole: ROLE.observer },

  // Respondent flow (anonymous respondents)
  'GET /api/v1/survey/check_referral/:id': 'public',
  'GET /api/v1/survey/get_survey_translations/:id': 'public',
  'GET /api/v1/survey/get_survey_color/:id': 'public',
  'GET /api/v1/survey/get_survey_logo/:id': 'public',
  'POST /api/v1/survey/get_survey_name/:id/:locale': 'public',
  'POST /api/v1/survey/get_begin_message/:id/:locale': 'public',
  'POST /api/v1/survey/get_end_message/:id/:locale': 'public',
  'POST /api/v1/survey/get_translated_survey_pages': 'public',
  'POST /api/v1/survey/get_translated_page_components': 'public',
  'GET /api/v1/survey/respondent_start/:id/:locale': 'public',
  'POST /api/v1/respondent/get_respondent_token/:id/:locale': 'public',
  'POST /api/v1/respondent/save_page_response/': 'public',
  'POST /api/v1/remove-from-mailing': 'public',

  // Benchmark comparisons and their exports: researchers and up, when their client has benchmarking on
  'POST /api/v1/benchmark/bar-chart-single-survey': { minRole: ROLE.researcher },
  'POST /api/v1/benchmark/question-level': { minRole: ROLE.researcher },
  'POST /api/v1/benchmark/net-promoter': { minRole: ROLE.researcher },
  'POST /api/v1/benchmark/time-comparison': { minRole: ROLE.researcher },
  'POST /api/v1/benchmark/question-level-time-comparison': { minRole: ROLE.researcher },
  'POST /api/v1/benchmark/trend': { minRole: ROLE.researcher },
  'POST /api/v1/benchmark': { minRole: ROLE.researcher },
  'POST /api/v1/benchmark_time': { minRole: ROLE.researcher },
  'GET /api/v1/benchmark/clusters_in_settings': { minRole: ROLE.researcher },
  'GET /api/v1/benchmark/benchmark_enabled/:clientId': { minRole: ROLE.researcher },
  'POST /api/v1/excel_benchmark_average': { minRole: ROLE.researcher },
  'POST /api/v1/excel_benchmark_score': { minRole: ROLE.researcher },

  // Broadcasts: researchers and up, for the mailing lists of their own organisations
  'GET /api/v1/broadcast/get_all': { minRole: ROLE.researcher },
  'GET /api/v1/broadcast/surveys': { minRole: ROLE.researcher },
  'GET /api/v1/broadcast/get_broadcast_recipients/:mailingListId': { minRole: ROLE.researcher },
  'POST /api/v1/broadcast/add_recipient_to_mailing': { minRole: ROLE.researcher },
  'POST /api/v1/broadcast/remove_recipient_from_mailing': { minRole: ROLE.researcher },
  'POST /api/v1/broadcast/remove_broadcast': { minRole: ROLE.researcher },
  'GET /api/v1/broadcast/sender_domains': { minRole: ROLE.researcher },
  'POST /api/v1/broadcast/add_broadcast': { minRole: ROLE.researcher },
  'POST /api/v1/broadcast/preview': { minRole: ROLE.researcher },
  'POST /api/v1/send-mailing-now': { minRole: ROLE.researcher },
  // RFC 8058 one-click unsubscribe, posted by mail providers
  'POST /api/v1/broadcast/unsubscribe/:uuid/:email': 'public',
  // The invitation's answer buttons, clicked by recipients without an account
  'GET /api/v1/broadcast/respond/:responseKey/:answer/:language': 'public',
};
