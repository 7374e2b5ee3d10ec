import {
  canRoute,
  hasOptions,
  hasSliderOptions,
  SLIDER_ROUTE_VALUES,
  SURVEY_STATUS,
  type TSurveyStatus,
} from '@peil/contract/domain';
import { CONTENT_LOCALES, type TContentLocale } from '@peil/contract/locale-codes';
import { DEFAULT_QUESTION_WEIGHT, DEFAULT_SURVEY_COLOR } from '@peil/contract/limits';
import type { TBuilderSurvey, TReportGroup } from '@peil/contract/surveys';
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
function startOptions(type: number): TDraftOption[] {
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

/** The builder read turned into a draft: ids kept, page numbers of routes turned into page keys. */
export function draftFromSurvey(survey: TBuilderSurvey): TDraftSurvey {
  const pageKeys = survey.pages.map(() => newKey('page'));
  const logo = survey.logo
    ? survey.logo.startsWith('data:')
      ? survey.logo
      : `data:image/png;base64,${survey.logo}`
    : null;
  return {
    id: survey.id,
    internalName: survey.internal_name,
    color: survey.color || DEFAULT_SURVEY_COLOR,
    logo,
    organizationId: survey.organizationId,
    projectId: survey.projectId ?? null,
    status: survey.status ?? 1,
    locales: CONTENT_LOCALES.filter((locale) => survey.translations.some((row) => row.locale === locale)),
    translations: Object.fromEntries(
      survey.translations.map((row) => [
        row.locale,
        {
          title: row.title,
          description: row.description ?? '',
          begin_message: row.begin_message ?? '',
          end_message: row.end_message ?? '',
        },
      ]),
    ),
    pages: survey.pages.map((page, pageIndex) => ({
      key: pageKeys[pageIndex]!,
      titles: { ...page.titles },
      questions: page.questions.map((question) => {
        const scale = likertScale(question.options.map((option) => option.texts));
        return withSliderOptions({
          key: newKey('question'),
          id: question.id,
          type: question.type,
          required: question.required ?? false,
          dimension_id: question.dimension_id ?? null,
          importance: question.importance ?? DEFAULT_QUESTION_WEIGHT,
          is_nps: question.is_nps ?? false,
          report_group: question.report_group ?? null,
          texts: { ...question.texts },
          options: question.options.map((option, optionIndex) => ({
            key: newKey('option'),
            id: option.id,
            texts: { ...option.texts },
            is_open: option.is_open ?? false,
            exclude_others: option.exclude_others ?? false,
            routeToPageKey:
              option.route_to_page === null || option.route_to_page === undefined
                ? null
                : option.route_to_page === pageKeys.length + 1
                  ? END_OF_SURVEY
                  : (pageKeys[option.route_to_page - 1] ?? `missing-page-${option.route_to_page}`),
            route_to_url: option.route_to_url ?? '',
            score: option.score ?? null,
            // A stored score that the scale gives was most likely set automatically: keep following the labels.
            scoreIsAuto: option.score === null || option.score === (scale?.[optionIndex] ?? null),
          })),
        });
      }),
    })),
  };
}

/** A 0-10 slider saved before it had its value options gets them. */
function withSliderOptions(question: TDraftQuestion): TDraftQuestion {
  return hasSliderOptions(question.type) && question.options.length !== SLIDER_ROUTE_VALUES
    ? { ...question, options: sliderOptions() }
    : question;
}

export type TSurveyField = 'internalName' | 'color' | 'logo';
export type TQuestionPatch = Partial<
  Pick<TDraftQuestion, 'type' | 'required' | 'dimension_id' | 'importance' | 'is_nps' | 'report_group'>
>;
export type TOptionPatch = Partial<
  Pick<TDraftOption, 'is_open' | 'exclude_others' | 'routeToPageKey' | 'route_to_url' | 'score'>
>;

export type TBuilderAction =
  | { type: 'replace'; survey: TDraftSurvey }
  | { type: 'setField'; field: TSurveyField; value: string | null }
  | { type: 'setProject'; projectId: number | null }
  /** Only for a new survey: a stored one moves in the settings dialog of the surveys list. */
  | { type: 'setOrganization'; organizationId: number }
  | { type: 'setStatus'; status: TDraftSurvey['status'] }
  | { type: 'toggleLocale'; locale: TContentLocale }
  | { type: 'setTranslation'; locale: TContentLocale; field: TTranslationField; value: string }
  | { type: 'addPage' }
  | { type: 'setPageTitle'; pageKey: string; locale: TContentLocale; value: string }
  | { type: 'movePage'; pageKey: string; by: -1 | 1 }
  /** A page dropped onto another page's place (drag and drop). */
  | { type: 'placePage'; pageKey: string; toIndex: number }
  | { type: 'removePage'; pageKey: string }
  | { type: 'addQuestion'; pageKey: string; questionType: number }
  | { type: 'updateQuestion'; questionKey: string; patch: TQuestionPatch }
  | { type: 'setQuestionText'; questionKey: string; locale: TContentLocale; value: string }
  | { type: 'duplicateQuestion'; questionKey: string }
  | { type: 'moveQuestion'; questionKey: string; by: -1 | 1 }
  | { type: 'moveQuestionToPage'; questionKey: string; pageKey: string }
  | { type: 'removeQuestion'; questionKey: string }
  | { type: 'addOption'; questionKey: string }
  | { type: 'updateOption'; questionKey: string; optionKey: string; patch: TOptionPatch }
  | { type: 'setOptionText'; questionKey: string; optionKey: string; locale: TContentLocale; value: string }
  | { type: 'moveOption'; questionKey: string; optionKey: string; by: -1 | 1 }
  | { type: 'removeOption'; questionKey: string; optionKey: string };

function moveItem<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function placeItem<T>(items: T[], index: number, toIndex: number): T[] {
  if (index < 0 || toIndex < 0 || toIndex >= items.length || index === toIndex) return items;
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(toIndex, 0, item!);
  return next;
}

function mapQuestions(survey: TDraftSurvey, questionKey: string, change: (q: TDraftQuestion) => TDraftQuestion) {
  return {
    ...survey,
    pages: survey.pages.map((page) => ({
      ...page,
      questions: page.questions.map((question) => (question.key === questionKey ? change(question) : question)),
    })),
  };
}

const rescore = (survey: TDraftSurvey, questionKey: string) => mapQuestions(survey, questionKey, withAutoScores);

function mapOption(
  survey: TDraftSurvey,
  questionKey: string,
  optionKey: string,
  change: (option: TDraftOption) => TDraftOption,
) {
  return mapQuestions(survey, questionKey, (question) => ({
    ...question,
    options: question.options.map((option) => (option.key === optionKey ? change(option) : option)),
  }));
}

/** A copy with new keys and without ids: the server makes a new question of it. */
function copyQuestion(question: TDraftQuestion): TDraftQuestion {
  return {
    ...question,
    key: newKey('question'),
    id: undefined,
    report_group: null,
    texts: { ...question.texts },
    options: question.options.map((option) => ({
      ...option,
      key: newKey('option'),
      id: undefined,
      texts: { ...option.texts },
    })),
  };
}

function likertScale(optionTexts: TTexts[]): Array<number | null> | undefined {
  return recognizeLikertScale(optionTexts.map((texts) => Object.values(texts)));
}

/**
 * Likert labels set the scores as they are typed (DESIGN §8), but only once the options together
 * form a Likert scale (a yes/no question stays unscored), and they keep following the labels
 * ("Eens" then "Oneens") until the user types a score of their own.
 */
function withAutoScores(question: TDraftQuestion): TDraftQuestion {
  if (!hasOptions(question.type)) return question;
  const scale = likertScale(question.options.map((option) => option.texts));
  return {
    ...question,
    options: question.options.map((option, index) =>
      option.scoreIsAuto ? { ...option, score: scale?.[index] ?? null } : option,
    ),
  };
}

export function builderReducer(survey: TDraftSurvey, action: TBuilderAction): TDraftSurvey {
  switch (action.type) {
    case 'replace':
      return action.survey;
    case 'setField':
      if (action.field === 'logo') return { ...survey, logo: action.value };
      return { ...survey, [action.field]: action.value ?? '' };
    case 'setStatus':
      return { ...survey, status: action.status };
    case 'setProject':
      return { ...survey, projectId: action.projectId };
    case 'setOrganization':
      // Projects belong to one organisation: the chosen one does not come along.
      return survey.organizationId === action.organizationId
        ? survey
        : { ...survey, organizationId: action.organizationId, projectId: null };
    case 'toggleLocale': {
      const isChosen = survey.locales.includes(action.locale);
      const locales = isChosen
        ? survey.locales.filter((locale) => locale !== action.locale)
        : CONTENT_LOCALES.filter((locale) => locale === action.locale || survey.locales.includes(locale));
      const translations = survey.translations[action.locale]
        ? survey.translations
        : { ...survey.translations, [action.locale]: emptyTranslation() };
      return { ...survey, locales, translations };
    }
    case 'setTranslation': {
      const current = survey.translations[action.locale] ?? emptyTranslation();
      return {
        ...survey,
        translations: { ...survey.translations, [action.locale]: { ...current, [action.field]: action.value } },
      };
    }
    case 'addPage':
      return { ...survey, pages: [...survey.pages, newPage()] };
    case 'setPageTitle':
      return {
        ...survey,
        pages: survey.pages.map((page) =>
          page.key === action.pageKey ? { ...page, titles: { ...page.titles, [action.locale]: action.value } } : page,
        ),
      };
    case 'movePage': {
      const index = survey.pages.findIndex((page) => page.key === action.pageKey);
      return { ...survey, pages: moveItem(survey.pages, index, action.by) };
    }
    case 'placePage': {
      const index = survey.pages.findIndex((page) => page.key === action.pageKey);
      return { ...survey, pages: placeItem(survey.pages, index, action.toIndex) };
    }
    case 'removePage':
      // Routes to the removed page keep its key, so saving reports them instead of silently re-routing.
      return { ...survey, pages: survey.pages.filter((page) => page.key !== action.pageKey) };
    case 'addQuestion':
      return {
        ...survey,
        pages: survey.pages.map((page) =>
          page.key === action.pageKey
            ? { ...page, questions: [...page.questions, newQuestion(action.questionType)] }
            : page,
        ),
      };
    case 'updateQuestion': {
      const marked = mapQuestions(survey, action.questionKey, (question) => {
        const next = { ...question, ...action.patch };
        if (action.patch.type !== undefined && action.patch.type !== question.type) {
          // The fixed value options of the 0-10 slider and the free options of the other types do not mix.
          if (hasSliderOptions(next.type) || hasSliderOptions(question.type)) next.options = startOptions(next.type);
          else if (!hasOptions(next.type)) next.options = [];
          else if (next.options.length === 0) next.options = [newOption()];
          if (!canRoute(next.type)) {
            next.options = next.options.map((option) => ({ ...option, routeToPageKey: null, route_to_url: '' }));
          }
          if (!hasSliderOptions(next.type)) next.is_nps = false;
          if (!hasOptions(next.type)) next.report_group = null;
        }
        return next;
      });
      // A survey has one grouping question of each kind: marking one takes the mark from another.
      const group = action.patch.report_group;
      if (!group) return marked;
      return {
        ...marked,
        pages: marked.pages.map((page) => ({
          ...page,
          questions: page.questions.map((question) =>
            question.key !== action.questionKey && question.report_group === group
              ? { ...question, report_group: null }
              : question,
          ),
        })),
      };
    }
    case 'setQuestionText':
      return mapQuestions(survey, action.questionKey, (question) => ({
        ...question,
        texts: { ...question.texts, [action.locale]: action.value },
      }));
    case 'duplicateQuestion':
      return {
        ...survey,
        pages: survey.pages.map((page) => {
          const index = page.questions.findIndex((question) => question.key === action.questionKey);
          if (index < 0) return page;
          const questions = [...page.questions];
          questions.splice(index + 1, 0, copyQuestion(page.questions[index]!));
          return { ...page, questions };
        }),
      };
    case 'moveQuestion':
      return {
        ...survey,
        pages: survey.pages.map((page) => {
          const index = page.questions.findIndex((question) => question.key === action.questionKey);
          return index < 0 ? page : { ...page, questions: moveItem(page.questions, index, action.by) };
        }),
      };
    case 'moveQuestionToPage': {
      const question = survey.pages.flatMap((page) => page.questions).find((q) => q.key === action.questionKey);
      if (!question || !survey.pages.some((page) => page.key === action.pageKey)) return survey;
      return {
        ...survey,
        pages: survey.pages.map((page) => {
          const others = page.questions.filter((q) => q.key !== action.questionKey);
          return { ...page, questions: page.key === action.pageKey ? [...others, question] : others };
        }),
      };
    }
    case 'removeQuestion':
      return {
        ...survey,
        pages: survey.pages.map((page) => ({
          ...page,
          questions: page.questions.filter((question) => question.key !== action.questionKey),
        })),
      };
    case 'addOption':
      return mapQuestions(survey, action.questionKey, (question) =>
        withAutoScores({ ...question, options: [...question.options, newOption()] }),
      );
    case 'updateOption':
      return rescore(
        mapOption(survey, action.questionKey, action.optionKey, (option) => ({
          ...option,
          ...action.patch,
          // Emptying the score hands it back to the labels.
          ...(action.patch.score === undefined ? {} : { scoreIsAuto: action.patch.score === null }),
        })),
        action.questionKey,
      );
    case 'setOptionText':
      return rescore(
        mapOption(survey, action.questionKey, action.optionKey, (option) => ({
          ...option,
          texts: { ...option.texts, [action.locale]: action.value },
        })),
        action.questionKey,
      );
    case 'moveOption':
      return mapQuestions(survey, action.questionKey, (question) => {
        const index = question.options.findIndex((option) => option.key === action.optionKey);
        return { ...question, options: moveItem(question.options, index, action.by) };
      });
    case 'removeOption':
      return mapQuestions(survey, action.questionKey, (question) =>
        withAutoScores({ ...question, options: question.options.filter((option) => option.key !== action.optionKey) }),
      );
  }
}
