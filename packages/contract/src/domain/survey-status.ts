/** Survey statuses of the spec: an inactive survey may redirect its respondents elsewhere. */
export const SURVEY_STATUS = { active: 1, inactive: 2 } as const;
export type TSurveyStatus = (typeof SURVEY_STATUS)[keyof typeof SURVEY_STATUS];

export const isActive = (survey: { status: number }): boolean => survey.status === SURVEY_STATUS.active;
export const isInactive = (survey: { status: number }): boolean => survey.status === SURVEY_STATUS.inactive;
