import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isInactive } from '@peil/contract/domain';
import {
  contentLocaleOfLink,
  htmlLangOf,
  RIGHT_TO_LEFT_LOCALES,
  type TRespondentLocale,
} from '@peil/contract/locale-codes';
import { LIMITS } from '@peil/contract/limits';
import type { TPageComponent, TSurveyPage } from '@peil/contract/respondent';
import { respondentApi } from '../api.js';
import { ApiError } from '../../lib/api-client.js';
import {
  answerProblem,
  blockingComponents,
  canMoveForward,
  initialAnswer,
  pageAnswersPayload,
  routeTarget,
  type AnswerState,
} from '../answers.js';
import { format, RESPONDENT_TEXTS } from '../i18n/index.js';
import { asRedirectUrl, languageSelectionPath } from '../paths.js';
import { SaveQueue } from '../save-queue.js';
import { readRespondentToken, readSurveyProgress, storeRespondentToken, storeSurveyProgress } from '../token-cookie.js';
import { QuestionField, type AnswerCommit } from './question-field.js';
import { MessageText, SurveyFrame } from './survey-frame.js';

export type SurveyFlowProps = { surveyId: string; locale: TRespondentLocale; isPreview: boolean };

type SurveyPage = TSurveyPage & { components: TPageComponent[] };
type SurveyInfo = { name: string; color: string; logo: string; pages: SurveyPage[]; begin: string; end: string };
type LoadState = { kind: 'loading' } | { kind: 'ready'; info: SurveyInfo } | { kind: 'blocked'; message: string };

const saveQueue = new SaveQueue();

function redirectTo(url: string): void {
  location.assign(url);
}

/**
 * The questionnaire: page 0 is the begin message, 1..N the question pages, N+1 the end
 * message. Answers are saved per page on the way forward (never in preview).
 */
export function SurveyFlow({ surveyId, locale, isPreview }: SurveyFlowProps) {
  const texts = RESPONDENT_TEXTS[locale];
  const contentLocale = useMemo(
    () => contentLocaleOfLink(locale, new URLSearchParams(location.search).get('locale')),
    [locale],
  );
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [pageIndex, setPageIndex] = useState(-1);
  const [history, setHistory] = useState<number[]>([]);
  const [answers, setAnswers] = useState<Record<number, AnswerState>>({});
  const [touched, setTouched] = useState<Record<number, boolean>>({});
  const [activeId, setActiveId] = useState<number | null>(null);
  const [token, setToken] = useState<string | null>(() => (isPreview ? null : readRespondentToken(surveyId)));
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const forwardRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.documentElement.lang = htmlLangOf(contentLocale);
    document.documentElement.dir = RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr';
    if (!isPreview) void saveQueue.flush();
  }, [contentLocale, locale, isPreview]);

  // One call brings the texts and every page's questions: after it, only saves go out.
  useEffect(() => {
    let isCurrent = true;
    (async () => {
      const start = await respondentApi.start(surveyId, contentLocale).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      if (!start) {
        if (!isCurrent) return;
        setLoad({ kind: 'blocked', message: texts.status.notFound });
        // Marked, so that a survey with one language does not forward straight back here.
        return redirectTo(languageSelectionPath(surveyId, isPreview, { isNotFound: true }));
      }
      // A preview shows an inactive survey to its author; respondents are stopped or redirected.
      if (isInactive(start) && !isPreview) {
        if (start.redirect_to) return redirectTo(languageSelectionPath(start.redirect_to, isPreview));
        return isCurrent && setLoad({ kind: 'blocked', message: texts.status.notActive });
      }
      if (!isCurrent) return;
      document.title = start.name;
      const { name, color, logo, pages, begin_message: begin, end_message: end } = start;
      setLoad({ kind: 'ready', info: { name, color, logo, pages, begin, end } });
      // A reload mid-survey, while the token cookie lives, resumes on the question page the
      // respondent was on; a finished survey opens at its beginning again.
      const resumed = isPreview ? null : readSurveyProgress(surveyId, readRespondentToken(surveyId));
      const isResumable = resumed !== null && resumed.pageIndex >= 1 && resumed.pageIndex <= pages.length;
      setHistory(isResumable ? resumed.history.filter((index) => index >= 0 && index < resumed.pageIndex) : []);
      setPageIndex(isResumable ? resumed.pageIndex : 0);
      if (isResumable) setActiveId(pages[resumed.pageIndex - 1]?.components[0]?.id ?? null);
    })().catch(() => isCurrent && setLoad({ kind: 'blocked', message: texts.survey.connectionError }));
    return () => {
      isCurrent = false;
    };
  }, [surveyId, contentLocale, isPreview, texts]);

  const info = load.kind === 'ready' ? load.info : null;
  const pageCount = info?.pages.length ?? 0;
  const isQuestionPage = pageIndex >= 1 && pageIndex <= pageCount;
  const pagePosition = isQuestionPage ? info!.pages[pageIndex - 1]!.position : null;
  const pageComponents = isQuestionPage ? info!.pages[pageIndex - 1]!.components : undefined;

  // The token is fetched while the begin page is read, so the first click waits for nothing.
  const tokenRequest = useRef<Promise<string> | null>(null);
  const ensureToken = useCallback((): Promise<string | null> => {
    if (isPreview || token) return Promise.resolve(token);
    if (!tokenRequest.current) {
      const request = respondentApi.token(surveyId, contentLocale).then(({ token: fresh }) => {
        storeRespondentToken(surveyId, fresh);
        setToken(fresh);
        return fresh;
      });
      // A failed request is asked again on the next click.
      request.catch(() => {
        tokenRequest.current = null;
      });
      tokenRequest.current = request;
    }
    return tokenRequest.current;
  }, [isPreview, token, surveyId, contentLocale]);
  const isBeginPageShown = info !== null && pageIndex === 0;
  useEffect(() => {
    if (isBeginPageShown) ensureToken().catch(() => undefined);
  }, [isBeginPageShown, ensureToken]);

  // A begin or end message that is a web address sends the respondent there.
  const messageUrl =
    info &&
    (pageIndex === 0 ? asRedirectUrl(info.begin) : pageIndex === pageCount + 1 ? asRedirectUrl(info.end) : null);
  useEffect(() => {
    if (!messageUrl) return;
    setIsRedirecting(true);
    redirectTo(messageUrl);
  }, [messageUrl]);

  useEffect(() => {
    if (!isPreview && token && pageIndex >= 0) storeSurveyProgress(surveyId, token, { pageIndex, history });
  }, [isPreview, token, surveyId, pageIndex, history]);

  useEffect(() => {
    if (pageIndex < 1) return;
    // A new page: start reading at its title, at the top.
    const heading = document.getElementById('page-title') ?? document.getElementById('survey-title');
    heading?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pageIndex]);

  if (load.kind !== 'ready' || !info) {
    const message = load.kind === 'blocked' ? load.message : texts.survey.loading;
    return (
      <SurveyFrame texts={texts} name={load.kind === 'blocked' ? message : ''}>
        {load.kind === 'loading' && <p role="status">{message}</p>}
      </SurveyFrame>
    );
  }

  const invalidComponents = blockingComponents(pageComponents ?? [], answers);
  const isPageValid = !isQuestionPage || invalidComponents.length === 0;
  const isEndPage = pageIndex === pageCount + 1;
  const isLastQuestionPage = isQuestionPage && pageIndex === pageCount;
  const canGoForward = canMoveForward({ isBusy, isPageValid, isPreview, pageIndex, hasToken: token !== null });

  const answerOf = (component: TPageComponent) => answers[component.id] ?? initialAnswer(component);

  function changeAnswer(component: TPageComponent, next: AnswerState, commit: AnswerCommit) {
    setAnswers((current) => ({ ...current, [component.id]: next }));
    if (commit === 'none' || answerProblem(component, next) !== null || !pageComponents) return;
    setTouched((current) => ({ ...current, [component.id]: true }));
    const index = pageComponents.findIndex((c) => c.id === component.id);
    const following = pageComponents[index + 1];
    setActiveId(following?.id ?? null);
    if (commit === 'quiet') return;
    const motion = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    requestAnimationFrame(() => {
      if (following) {
        document.getElementById(`question-${following.id}`)?.scrollIntoView({ behavior: motion, block: 'center' });
      } else {
        forwardRef.current?.scrollIntoView({ behavior: motion, block: 'center' });
        forwardRef.current?.focus({ preventScroll: true });
      }
    });
  }

  function goToQuestion(component: TPageComponent) {
    setActiveId(component.id);
    const section = document.getElementById(`question-${component.id}`);
    section?.scrollIntoView({ block: 'center' });
    section?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }

  async function goForward() {
    if (!canGoForward) return;
    setError(null);
    setIsBusy(true);
    try {
      if (pageIndex === 0) {
        await ensureToken();
        moveTo(1);
        return;
      }
      const list = pageComponents ?? [];
      const target = routeTarget(list, answers);
      if (!isPreview && token && pagePosition !== null) {
        const payload = { token, page: pagePosition, answers: pageAnswersPayload(list, answers) };
        // A failed save still moves on; the queue keeps retrying in the background.
        const saving = saveQueue.save(payload);
        if (target && 'url' in target)
          await Promise.race([saving, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      if (target && 'url' in target) {
        setIsRedirecting(true);
        return redirectTo(target.url);
      }
      const lastPosition = info!.pages[pageCount - 1]?.position ?? 0;
      // A page after the last one is the end of the survey.
      const routedIndex = !target
        ? 0
        : target.page > lastPosition
          ? pageCount + 1
          : info!.pages.findIndex((page) => page.position === target.page) + 1;
      moveTo(routedIndex > pageIndex ? routedIndex : pageIndex + 1);
    } catch {
      setError(texts.survey.connectionError);
    } finally {
      setIsBusy(false);
    }
  }

  function moveTo(index: number) {
    const next = Math.min(index, pageCount + 1);
    setHistory((current) => [...current, pageIndex]);
    setPageIndex(next);
    setTouched({});
    setActiveId(info!.pages[next - 1]?.components[0]?.id ?? null);
  }

  function goBack() {
    const previous = history[history.length - 1];
    if (previous === undefined) return;
    setHistory((current) => current.slice(0, -1));
    setPageIndex(previous);
    setError(null);
  }

  const pageTitle = isQuestionPage ? info.pages[pageIndex - 1]!.title : undefined;
  const showMissingList =
    isQuestionPage && invalidComponents.length > 0 && invalidComponents.length < LIMITS.missingQuestionListBelow;

  return (
    <SurveyFrame
      texts={texts}
      name={info.name}
      color={info.color}
      logo={info.logo}
      pageTitle={pageTitle}
      progress={isQuestionPage ? { current: pageIndex, total: pageCount } : undefined}
    >
      {isPreview && <p className="preview-banner">{texts.survey.preview}</p>}
      {isRedirecting && <p role="status">{texts.survey.redirecting}</p>}
      {pageIndex === 0 && !messageUrl && <MessageText text={info.begin} />}
      {isEndPage && !messageUrl && <MessageText text={info.end} />}
      {isQuestionPage && pageComponents && (
        <form
          className="questions"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void goForward();
          }}
        >
          {pageComponents.map((component, index) => (
            <QuestionField
              key={component.id}
              component={component}
              number={index + 1}
              answer={answerOf(component)}
              isActive={activeId === component.id}
              showError={touched[component.id] === true}
              texts={texts}
              onChange={(next, commit) => changeAnswer(component, next, commit)}
              onTouched={() => setTouched((current) => ({ ...current, [component.id]: true }))}
            />
          ))}
        </form>
      )}
      <div className="missing" aria-live="polite">
        {showMissingList && (
          <>
            <p>{texts.survey.missingIntro}</p>
            <ul>
              {invalidComponents.map((component) => (
                <li key={component.id}>
                  <a
                    href={`#question-${component.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      goToQuestion(component);
                    }}
                  >
                    {format(texts.survey.questionLink, { number: pageComponents!.indexOf(component) + 1 })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {isLastQuestionPage && <p className="last-page-warning">{texts.survey.lastPageWarning}</p>}
      {!isEndPage && (
        <nav className="buttons" aria-label={pageTitle ?? info.name}>
          {history.length > 0 && (
            <button type="button" className="button secondary" onClick={goBack} disabled={isBusy}>
              {texts.survey.previous}
            </button>
          )}
          <button
            ref={forwardRef}
            type="button"
            className="button primary"
            onClick={() => void goForward()}
            disabled={!canGoForward}
          >
            {isLastQuestionPage ? texts.survey.submit : texts.survey.next}
          </button>
        </nav>
      )}
    </SurveyFrame>
  );
}
