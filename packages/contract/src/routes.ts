/**
 * Every staff route with its aliases in nl, de, en and fr. The first path of each entry is
 * the one the app links to in Dutch; `pathFor` picks the one of the interface language.
 */
export type TStaffRouteId =
  | 'dashboard'
  | 'results'
  | 'broadcasts'
  | 'newBroadcast'
  | 'surveys'
  | 'newSurvey'
  | 'editSurvey'
  | 'benchmark'
  | 'benchmarkTime'
  | 'administration'
  | 'benchmarkSettings'
  | 'benchmarkClusters'
  | 'askQuestion';

export type TRouteAliases = { nl: string; de: string; en: string; fr: string };

export const PROTECTED_ROUTES: Record<TStaffRouteId, TRouteAliases> = {
  dashboard: { nl: '/dashboard', de: '/dashboard', en: '/dashboard', fr: '/dashboard' },
  results: { nl: '/resultaten', de: '/ergebnisse', en: '/results', fr: '/resultats' },
  broadcasts: { nl: '/verzendlijsten', de: '/verteilerlisten', en: '/broadcasts', fr: '/diffusions' },
  newBroadcast: {
    nl: '/verzendlijsten/nieuwe-verzendlijst',
    de: '/verteilerlisten/neue-verteilerliste',
    en: '/broadcasts/new-broadcast',
    fr: '/diffusions/nouvelle-diffusion',
  },
  surveys: { nl: '/vragenlijsten', de: '/frageboegen', en: '/surveys', fr: '/questionnaires' },
  newSurvey: {
    nl: '/vragenlijsten/nieuwe-vragenlijst',
    de: '/frageboegen/neuer-fragebogen',
    en: '/surveys/new-survey',
    fr: '/questionnaires/nouveau-questionnaire',
  },
  editSurvey: {
    nl: '/vragenlijsten/vragenlijst-aanpassen/:editSurveyId',
    de: '/frageboegen/fragebogen-bearbeiten/:editSurveyId',
    en: '/surveys/edit-survey/:editSurveyId',
    fr: '/questionnaires/modifier-questionnaire/:editSurveyId',
  },
  benchmark: { nl: '/benchmark', de: '/benchmarking', en: '/benchmark', fr: '/reference' },
  benchmarkTime: {
    nl: '/benchmark-time',
    de: '/benchmark-zeitvergleich',
    en: '/benchmark-time-comparison',
    fr: '/reference-temps',
  },
  administration: { nl: '/administratie', de: '/verwaltung', en: '/administration', fr: '/gestion' },
  benchmarkSettings: {
    nl: '/benchmark-settings',
    de: '/benchmark-einstellungen',
    en: '/benchmark-configuration',
    fr: '/parametres-reference',
  },
  benchmarkClusters: {
    nl: '/benchmark-clusters-aanpassen/:id',
    de: '/benchmark-cluster-bearbeiten/:id',
    en: '/benchmark-clusters-edit/:id',
    fr: '/modifier-clusters-reference/:id',
  },
  askQuestion: { nl: '/stel-een-vraag', de: '/frage-stellen', en: '/ask-a-question', fr: '/poser-une-question' },
};

export type TPublicRouteId = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'verifyEmail';

export const PUBLIC_ROUTES: Record<TPublicRouteId, TRouteAliases> = {
  login: { nl: '/login', de: '/login', en: '/login', fr: '/login' },
  register: { nl: '/registreren', de: '/registrieren', en: '/register', fr: '/inscription' },
  forgotPassword: {
    nl: '/wachtwoord-vergeten',
    de: '/passwort-vergessen',
    en: '/forgot-password',
    fr: '/mot-de-passe-oublie',
  },
  resetPassword: { nl: '/reset-password', de: '/reset-password', en: '/reset-password', fr: '/reset-password' },
  /** The link mailed to a self-registered account; the server builds it in the account's language. */
  verifyEmail: {
    nl: '/e-mailadres-bevestigen/:token',
    de: '/e-mail-bestaetigen/:token',
    en: '/verify-email/:token',
    fr: '/confirmer-e-mail/:token',
  },
};

/** All distinct paths of a route, for registering every alias with the router. */
export function aliasesOf(route: TRouteAliases): string[] {
  return [...new Set(Object.values(route))];
}

/**
 * The respondent page that thanks an invitation's recipient for answering "already completed"
 * or "no" (served by the respondent bundle, like /language-selection).
 */
export const INVITATION_ANSWER_PAGE = { prefix: 'invitation-answer', path: '/invitation-answer/:language/:answer' };

export function invitationAnswerPagePath(language: string, answer: string): string {
  return `/${INVITATION_ANSWER_PAGE.prefix}/${encodeURIComponent(language)}/${encodeURIComponent(answer)}`;
}
