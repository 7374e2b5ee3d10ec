import { hasSliderOptions, SLIDER_ROUTE_VALUES } from '@peil/contract/domain';
import { CONTENT_LOCALES } from '@peil/contract/locale-codes';
import { DEFAULT_SURVEY_COLOR } from '@peil/contract/limits';
import type { TBuilderSurvey } from '@peil/contract/surveys';
import {
  END_OF_SURVEY,
  likertScale,
  newKey,
  sliderOptions,
  type TDraftQuestion,
  type TDraftSurvey,
} from './builder-state';

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
    projectId: survey.projectId,
    status: survey.status,
    locales: CONTENT_LOCALES.filter((locale) => survey.translations.some((row) => row.locale === locale)),
    translations: Object.fromEntries(
      survey.translations.map((row) => [
        row.locale,
        {
          title: row.title,
          description: row.description,
          begin_message: row.begin_message,
          end_message: row.end_message,
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
          savedType: question.type,
          required: question.required,
          dimension_id: question.dimension_id,
          importance: question.importance,
          is_nps: question.is_nps,
          report_group: question.report_group,
          texts: { ...question.texts },
          options: question.options.map((option, optionIndex) => ({
            key: newKey('option'),
            id: option.id,
            texts: { ...option.texts },
            is_open: option.is_open,
            exclude_others: option.exclude_others,
            routeToPageKey:
              option.route_to_page === null
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
