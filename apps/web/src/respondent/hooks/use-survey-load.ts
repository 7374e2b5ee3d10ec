import { useEffect, useState } from 'react';
import { isInactive } from '@peil/contract/domain';
import type { TContentLocale } from '@peil/contract/locale-codes';
import type { TPageComponent, TSurveyPage } from '@peil/contract/respondent';
import { ApiError } from '../../lib/api-client';
import { respondentApi } from '../api';
import type { RespondentTexts } from '../i18n/index';
import { languageSelectionPath } from '../paths';
import { readRespondentToken, readSurveyProgress } from '../token-cookie';
import type { PagePosition } from './use-page-navigation';

export type SurveyPage = TSurveyPage & { components: TPageComponent[] };
export type SurveyInfo = { name: string; color: string; logo: string; pages: SurveyPage[]; begin: string; end: string };
export type LoadState =
  { kind: 'loading' } | { kind: 'ready'; info: SurveyInfo } | { kind: 'blocked'; message: string };

type SurveyLoadOptions = {
  surveyId: string;
  contentLocale: TContentLocale;
  isPreview: boolean;
  texts: RespondentTexts;
  /** Where the loaded survey opens: its begin page, or the page a reload left off. */
  openAt: (position: PagePosition) => void;
};

/** One call brings the texts and every page's questions: after it, only saves go out. */
export function useSurveyLoad({ surveyId, contentLocale, isPreview, texts, openAt }: SurveyLoadOptions): LoadState {
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  useEffect(() => {
    // Aborted when the effect is cleaned up: an answer that arrives later changes nothing.
    const effect = new AbortController();
    (async () => {
      const start = await respondentApi.start(surveyId, contentLocale).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      if (!start) {
        if (effect.signal.aborted) return;
        setLoad({ kind: 'blocked', message: texts.status.notFound });
        // Marked, so that a survey with one language does not forward straight back here.
        location.assign(languageSelectionPath(surveyId, isPreview, { isNotFound: true }));
        return;
      }
      // A preview shows an inactive survey to its author; respondents are stopped or redirected.
      if (isInactive(start) && !isPreview) {
        if (start.redirect_to) {
          location.assign(languageSelectionPath(start.redirect_to, isPreview));
          return;
        }
        if (!effect.signal.aborted) setLoad({ kind: 'blocked', message: texts.status.notActive });
        return;
      }
      if (effect.signal.aborted) return;
      document.title = start.name;
      const { name, color, logo, pages, begin_message: begin, end_message: end } = start;
      setLoad({ kind: 'ready', info: { name, color, logo, pages, begin, end } });
      // A reload mid-survey, while the token cookie lives, resumes on the question page the
      // respondent was on; a finished survey opens at its beginning again.
      const resumed = isPreview ? null : readSurveyProgress(surveyId, readRespondentToken(surveyId));
      const isResumable = resumed !== null && resumed.pageIndex >= 1 && resumed.pageIndex <= pages.length;
      openAt(
        isResumable
          ? {
              pageIndex: resumed.pageIndex,
              history: resumed.history.filter((index) => index >= 0 && index < resumed.pageIndex),
              activeId: pages[resumed.pageIndex - 1]?.components[0]?.id ?? null,
            }
          : { pageIndex: 0, history: [] },
      );
    })().catch(() => {
      if (!effect.signal.aborted) setLoad({ kind: 'blocked', message: texts.survey.connectionError });
    });
    return () => {
      effect.abort();
    };
  }, [surveyId, contentLocale, isPreview, texts, openAt]);
  return load;
}
