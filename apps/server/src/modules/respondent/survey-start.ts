import type { TContentLocale } from '@peil/contract/locales';
import type { TSurveyStartResponse } from '@peil/contract/respondent';
import type { Db } from '../../db/database.js';
import {
  findPageComponents,
  findPageId,
  findRedirectUuid,
  findSurveyLogo,
  findSurveyPages,
  findSurveyTexts,
} from './survey-content-queries.js';
import { findSurveyForContent, findSurveyLocales, resolveContentLocale } from './survey-lookup.js';

/**
 * What the respondent app needs before the first save, read with the same queries as the single
 * calls, so both answer alike: the referral, languages, colour, logo, and the texts and every
 * page's questions in the locale the respondent reads (404 when the survey has none).
 */
export async function findSurveyStart(
  db: Db,
  identifier: string,
  wanted: TContentLocale,
): Promise<TSurveyStartResponse> {
  const survey = await findSurveyForContent(db, identifier);
  const locale = await resolveContentLocale(db, survey.id, wanted);
  const [redirectTo, locales, logo, texts, pages] = await Promise.all([
    findRedirectUuid(db, survey),
    findSurveyLocales(db, survey.id),
    findSurveyLogo(db, survey),
    findSurveyTexts(db, survey.id, locale),
    findSurveyPages(db, survey.id, locale),
  ]);
  const pagesWithQuestions = await Promise.all(
    pages.map(async (page) => {
      const pageId = await findPageId(db, survey.id, page.position);
      return { ...page, components: pageId === null ? [] : await findPageComponents(db, pageId, locale) };
    }),
  );
  return {
    redirect_to: redirectTo,
    status: survey.status,
    locales,
    locale,
    color: survey.color,
    logo,
    name: texts.title,
    begin_message: texts.beginMessage,
    end_message: texts.endMessage,
    pages: pagesWithQuestions,
  };
}
