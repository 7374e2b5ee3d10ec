/** Limits shared by the server and the web app; each lives here once. */
export const LIMITS = {
  maxResultFilters: 3,
  surveyNameMaxLength: 60,
  surveyNameCutLength: 57,
  passwordMinLength: 8,
  tableRowsPerPage: 20,
  respondentTokenHours: 4,
  missingQuestionListBelow: 10,
  generatedRespondents: 40,
  qrCodeSize: 250,
  broadcastResendMinutes: 5,
  maxLogoBytes: 2 * 1024 * 1024,
  /** Widest and tallest logo accepted, read from the image header before anything decodes it. */
  maxLogoSide: 4096,
} as const;

/** The spec's default start for count queries; here rather than in results.ts, which loads zod. */
export const DEFAULT_RESULTS_FROM_DATE = '1970-01-01';
export const DEFAULT_RESULTS_TO_DATE = '9999-12-30';

export const DEFAULT_SURVEY_COLOR = '#3b699c';
export const DEFAULT_QUESTION_WEIGHT = 1;
export const DEFAULT_BUTTON_COLOR = '#039cfd';
export const DEFAULT_EMAIL_BACKGROUND = '#eeeeee';

/**
 * The spec's e-mail rule: word characters joined by single dots or hyphens, @, a domain, a 2-3
 * letter ending. A plus joins them too, as in the addresses mail providers give out for
 * filtering (name+tag@...); no part starts or ends with a dot.
 */
export const EMAIL_PATTERN = /^\w+([.+-]\w+)*@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}$/;
