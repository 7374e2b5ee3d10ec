import type { RouteAccess } from './authorization.js';

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
  'GET /api/v1/status/jobs': { minRole: 1 },
  'GET /status/ready': 'public',

  // Session and account
  'GET /api/v1/isSessionValid': 'public',
  'POST /api/v1/login': 'public',
  'POST /api/v1/administration/verify_client': { minRole: 4 },
  'GET /api/v1/logout': 'public',
  'POST /api/v1/check-statements': { minRole: 4 },
  'POST /api/v1/language_locale': { minRole: 4 },
  'POST /api/v1/register': 'public',
  'POST /api/v1/verify-email': 'public',
  'POST /api/v1/resend-verification': 'public',
  'POST /api/v1/change_password': { minRole: 4 },
  'POST /api/v1/forgot-password': 'public',
  'POST /api/v1/administration/reset_password': 'public',
  'POST /api/v1/restart': 'public',

  // Administration: admins manage users of their organisations; the rest is the superadmin's
  'POST /api/v1/administration/insert_user': { minRole: 2 },
  'POST /api/v1/administration/save_user': { minRole: 2 },
  'POST /api/v1/administration/remove_user': { minRole: 2 },
  'GET /api/v1/administration/projects_from_organization/:organizationId': { minRole: 2 },
  'GET /api/v1/administration/projects/:organizationId/:userId': { minRole: 2 },
  'GET /api/v1/administration/get_users/:organizationId': { minRole: 2 },
  'GET /api/v1/administration/get_all_users': { minRole: 1 },
  'POST /api/v1/administration/get_admin_access': { minRole: 1 },
  'POST /api/v1/administration/give_admin_access': { minRole: 1 },
  'POST /api/v1/administration/remove_admin_access': { minRole: 1 },
  'GET /api/v1/administration/get_clients': { minRole: 1 },
  'POST /api/v1/administration/insert_client': { minRole: 1 },
  'POST /api/v1/administration/edit_client': { minRole: 1 },
  'POST /api/v1/administration/remove_client': { minRole: 1 },
  'GET /api/v1/administration/get_client_logo/:clientId': { minRole: 1 },
  'GET /api/v1/administration/get_organizations/:clientId': { minRole: 1 },
  'GET /api/v1/administration/managed_organizations': { minRole: 2 },
  'POST /api/v1/administration/insert_organization': { minRole: 1 },
  'POST /api/v1/administration/edit_organization': { minRole: 1 },
  'POST /api/v1/administration/remove_organization': { minRole: 1 },
  'GET /api/v1/administration/get_organization_logo/:organizationId': { minRole: 1 },
  'POST /api/v1/administration/download_respondent_count': { minRole: 1 },

  // Benchmark
  'GET /api/v1/benchmark/dimensions': { minRole: 4 },

  // Benchmark settings and clusters: the superadmin alone edits them (spec §6)
  'GET /api/v1/benchmark/all_benchmark_settings': { minRole: 1 },
  'GET /api/v1/benchmark/settings/:id': { minRole: 1 },
  'POST /api/v1/benchmark/settings/:id': { minRole: 1 },
  'POST /api/v1/benchmark/create_settings': { minRole: 1 },
  'GET /api/v1/benchmark/clusters_with_surveys/:settingsId': { minRole: 1 },
  'GET /api/v1/benchmark/clusters': { minRole: 1 },
  'POST /api/v1/benchmark/set_default_cluster': { minRole: 1 },
  'POST /api/v1/benchmark/remove_cluster_from_settings': { minRole: 1 },
  'POST /api/v1/benchmark/remove_survey_from_cluster': { minRole: 1 },
  'POST /api/v1/benchmark/add_survey_to_cluster': { minRole: 1 },
  'POST /api/v1/benchmark/add_cluster_to_setting': { minRole: 1 },
  'POST /api/v1/benchmark/create_new_cluster': { minRole: 1 },

  // Ask a question: every logged-in user, observers included (spec §6)
  'POST /api/v1/administration/send_support_mail': { minRole: 4 },

  // Dashboard and results
  'POST /api/v1/dashboard/projectssummary': { minRole: 4 },
  'POST /api/v1/dashboard/surveys': { minRole: 4 },
  'GET /api/v1/dashboard/projects': { minRole: 4 },
  'GET /api/v1/dashboard/projects/': { minRole: 4 },
  'POST /api/v1/survey/get_survey_results/:surveyId': { minRole: 4 },
  'POST /api/v1/survey/get_open_answers/:surveyId': { minRole: 4 },
  'POST /api/v1/survey/get_number_of_respondents': { minRole: 4 },
  'POST /api/v1/survey/get_number_of_unfinished_respondents': { minRole: 4 },
  'POST /api/v1/survey/get_survey_start/:id': { minRole: 4 },
  'GET /api/v1/survey/get_survey_translations_with_respondent_count/:id': { minRole: 4 },
  'POST /api/v1/survey/get_survey_translations_with_respondent_count/:id': { minRole: 4 },
  'POST /api/v1/survey/get_survey_internal_name/:id': { minRole: 4 },

  // Survey management: superadmins build, share, copy and remove; admins edit settings
  'GET /api/v1/survey/list': { minRole: 4 },
  'POST /api/v1/new_project': { minRole: 2 },
  'GET /api/v1/survey/organization/:surveyId': { minRole: 2 },
  'GET /api/v1/survey/get_survey_settings/:surveyId': { minRole: 2 },
  'POST /api/v1/survey/edit_survey_settings/:surveyId': { minRole: 2 },
  'POST /api/v1/generate': { minRole: 1 },
  'GET /api/v1/survey/share/:surveyId': { minRole: 1 },
  'POST /api/v1/survey/share': { minRole: 1 },
  'POST /api/v1/survey/get_users_with_access': { minRole: 1 },
  'POST /api/v1/survey/remove_access': { minRole: 1 },
  'GET /api/v1/survey/copy_projects/:surveyId': { minRole: 1 },
  'POST /api/v1/survey/duplicate': { minRole: 1 },
  'POST /api/v1/survey/remove_survey': { minRole: 1 },
  'GET /api/v1/survey/translation_choices/:surveyId': { minRole: 1 },
  'POST /api/v1/survey/save_offered_translations': { minRole: 1 },
  'GET /api/v1/survey/legacy_links/:surveyId': { minRole: 1 },
  'POST /api/v1/survey/save_legacy_links': { minRole: 1 },
  'GET /api/v1/survey/builder/:surveyId': { minRole: 1 },
  'POST /api/v1/survey/builder': { minRole: 1 },
  'POST /api/v1/survey/builder/:surveyId': { minRole: 1 },
  'GET /api/v1/survey/export_file/:surveyId': { minRole: 1 },
  'GET /api/v1/survey/import_targets': { minRole: 1 },
  'POST /api/v1/survey/import_file': { minRole: 1 },
  'GET /api/v1/schemas/survey-file.v1.json': 'public',

  // Exports
  'POST /api/v1/excel': { minRole: 4 },
  'POST /api/v1/report': { minRole: 4 },
  'POST /api/v1/report-text-only': { minRole: 4 },

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
  'POST /api/v1/benchmark/bar-chart-single-survey': { minRole: 3 },
  'POST /api/v1/benchmark/question-level': { minRole: 3 },
  'POST /api/v1/benchmark/net-promoter': { minRole: 3 },
  'POST /api/v1/benchmark/time-comparison': { minRole: 3 },
  'POST /api/v1/benchmark/question-level-time-comparison': { minRole: 3 },
  'POST /api/v1/benchmark/trend': { minRole: 3 },
  'POST /api/v1/benchmark': { minRole: 3 },
  'POST /api/v1/benchmark_time': { minRole: 3 },
  'GET /api/v1/benchmark/clusters_in_settings': { minRole: 3 },
  'GET /api/v1/benchmark/benchmark_enabled/:clientId': { minRole: 3 },
  'POST /api/v1/excel_benchmark_average': { minRole: 3 },
  'POST /api/v1/excel_benchmark_score': { minRole: 3 },

  // Broadcasts: researchers and up, for the mailing lists of their own organisations
  'GET /api/v1/broadcast/get_all': { minRole: 3 },
  'GET /api/v1/broadcast/surveys': { minRole: 3 },
  'GET /api/v1/broadcast/get_broadcast_recipients/:mailingListId': { minRole: 3 },
  'POST /api/v1/broadcast/add_recipient_to_mailing': { minRole: 3 },
  'POST /api/v1/broadcast/remove_recipient_from_mailing': { minRole: 3 },
  'POST /api/v1/broadcast/remove_broadcast': { minRole: 3 },
  'GET /api/v1/broadcast/sender_domains': { minRole: 3 },
  'POST /api/v1/broadcast/add_broadcast': { minRole: 3 },
  'POST /api/v1/broadcast/preview': { minRole: 3 },
  'POST /api/v1/send-mailing-now': { minRole: 3 },
  // RFC 8058 one-click unsubscribe, posted by mail providers
  'POST /api/v1/broadcast/unsubscribe/:uuid/:email': 'public',
  // The invitation's answer buttons, clicked by recipients without an account
  'GET /api/v1/broadcast/respond/:responseKey/:answer/:language': 'public',
};
