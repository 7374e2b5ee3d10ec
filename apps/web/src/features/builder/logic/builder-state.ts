import {
  hasOptions,
  hasSliderOptions,
  SLIDER_ROUTE_VALUES,
  SURVEY_STATUS,
  type TSurveyStatus,
} from '@peil/contract/domain';
import type { TContentLocale } from '@peil/contract/locale-codes';
import { DEFAULT_QUESTION_WEIGHT, DEFAULT_SURVEY_COLOR } from '@peil/contract/limits';
import type { TReportGroup } from '@peil/contract/surveys';
import { recognizeLikertScale } from '@peil/scoring';

export type TTexts = Partial<Record<TContentLocale, string>>;
export type TTranslationField = 'title' | 'description' | 'begin_message' | 'end_message';
export type TDraftTranslation = Record<TTranslationField, string>;

export type TDraftOption = {
  key: string;
  /** The stored option's id, kept so answers stay attached to it. */
  id?: number;
  texts: TTexts;
  is_open: boolean;
  exclude_others: boolean;
  /**
   * Key of the target page, or END_OF_SURVEY; it may name a page that has since been removed
   * (a save problem).
   */
  routeToPageKey: string | null;
  route_to_url: string;
  score: number | null;
  /** The score came from the Likert scale of the options, not from the user, so changed labels recompute it. */
  scoreIsAuto: boolean;
};

export type TDraftQuestion = {
  key: string;
  id?: number;
  type: number;
  /** The type the question was saved with: saved with another, it becomes a new question. */
  savedType?: number;
  required: boolean;
  dimension_id: number | null;
  importance: number;
  /** The Net Promoter question; only a 0–10 slider (type 12) can be it. */
  is_nps: boolean;
  /** The report mail's grouping question of this kind; only a choice question can be one. */
  report_group: TReportGroup | null;
  texts: TTexts;
  options: TDraftOption[];
};

export type TDraftPage = { key: string; titles: TTexts; questions: TDraftQuestion[] };

export type TDraftSurvey = {
  id: number | null;
  internalName: string;
  color: string;
  logo: string | null;
  organizationId: number;
  projectId: number | null;
  status: TSurveyStatus;
  locales: TContentLocale[];
  /** Kept for every locale ever chosen, so unticking and ticking a flag loses nothing. */
  translations: Partial<Record<TContentLocale, TDraftTranslation>>;
  pages: TDraftPage[];
};

/** The route target after the last page: the end message. Stored as page number N + 1. */
export const END_OF_SURVEY = 'end-of-survey';

let keyCounter = 0;
/** Client-side keys for React lists and page references; never sent to the server. */
export function newKey(prefix: string): string {
  keyCounter += 1;
  return `${prefix}-${keyCounter}`;
}

export const emptyTranslation = (): TDraftTranslation => ({
  title: '',
  description: '',
  begin_message: '',
  end_message: '',
});

export function newOption(): TDraftOption {
  return {
    key: newKey('option'),
    texts: {},
    is_open: false,
    exclude_others: false,
    routeToPageKey: null,
    route_to_url: '',
    score: null,
    scoreIsAuto: true,
  };
}

export function sliderOptions(): TDraftOption[] {
  return Array.from({ length: SLIDER_ROUTE_VALUES }, () => newOption());
}

/** The options a question starts with when it gets this type. */
export function startOptions(type: number): TDraftOption[] {
  if (hasSliderOptions(type)) return sliderOptions();
  return hasOptions(type) ? [newOption()] : [];
}

export function newQuestion(type: number): TDraftQuestion {
  return {
    key: newKey('question'),
    type,
    required: false,
    dimension_id: null,
    importance: DEFAULT_QUESTION_WEIGHT,
    is_nps: false,
    report_group: null,
    texts: {},
    options: startOptions(type),
  };
}

export const newPage = (): TDraftPage => ({ key: newKey('page'), titles: {}, questions: [] });

export function newSurvey(organizationId: number, locale: TContentLocale): TDraftSurvey {
  return {
    id: null,
    internalName: '',
    color: DEFAULT_SURVEY_COLOR,
    logo: null,
    organizationId,
    projectId: null,
    // A new survey is a draft: respondents cannot open it until it is activated in the surveys list.
    status: SURVEY_STATUS.inactive,
    locales: [locale],
    translations: { [locale]: emptyTranslation() },
    pages: [newPage()],
  };
}

/** The Likert scale the option labels form in any locale, or undefined when they form none. */
export function likertScale(optionTexts: TTexts[]): Array<number | null> | undefined {
  return recognizeLikertScale(optionTexts.map((texts) => Object.values(texts)));
}
