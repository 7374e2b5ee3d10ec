import { canRoute, hasOptions, hasSliderOptions } from '@peil/contract/domain';
import { CONTENT_LOCALES, type TContentLocale } from '@peil/contract/locale-codes';
import {
  emptyTranslation,
  likertScale,
  newKey,
  newOption,
  newPage,
  newQuestion,
  startOptions,
  type TDraftOption,
  type TDraftQuestion,
  type TDraftSurvey,
  type TTranslationField,
} from './builder-state';

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
