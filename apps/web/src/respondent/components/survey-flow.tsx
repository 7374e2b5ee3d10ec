import { useEffect, useMemo, useRef, useState } from 'react';
import {
  contentLocaleOfLink,
  htmlLangOf,
  RIGHT_TO_LEFT_LOCALES,
  type TRespondentLocale,
} from '@peil/contract/locale-codes';
import { LIMITS } from '@peil/contract/limits';
import type { TPageComponent } from '@peil/contract/respondent';
import {
  answerProblem,
  blockingComponents,
  canMoveForward,
  initialAnswer,
  pageAnswersPayload,
  routeTarget,
  type AnswerState,
} from '../answers';
import { nextPageIndex, usePageNavigation } from '../hooks/use-page-navigation';
import { useRespondentToken } from '../hooks/use-respondent-token';
import { useSurveyLoad } from '../hooks/use-survey-load';
import { RESPONDENT_TEXTS } from '../i18n/index';
import { asRedirectUrl } from '../paths';
import { SaveQueue } from '../save-queue';
import { storeSurveyProgress } from '../token-cookie';
import { FlowButtons } from './flow-buttons';
import { MissingQuestions } from './missing-questions';
import { QuestionField, type AnswerCommit } from './question-field';
import { MessageText, SurveyFrame } from './survey-frame';

export type SurveyFlowProps = { surveyId: string; locale: TRespondentLocale; isPreview: boolean };

const saveQueue = new SaveQueue();
/** How long a question page waits before it asks again for a token that could not be had. */
const TOKEN_RETRY_MS = 3000;

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
  const [answers, setAnswers] = useState<Record<number, AnswerState>>({});
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const forwardRef = useRef<HTMLButtonElement>(null);
  const navigation = usePageNavigation();
  const { pageIndex, history, activeId, touched } = navigation;
  const { token, ensureToken } = useRespondentToken(surveyId, contentLocale, isPreview);
  const load = useSurveyLoad({ surveyId, contentLocale, isPreview, texts, openAt: navigation.openAt });

  useEffect(() => {
    document.documentElement.lang = htmlLangOf(contentLocale);
    document.documentElement.dir = RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr';
    if (!isPreview) void saveQueue.flush();
  }, [contentLocale, locale, isPreview]);

  const info = load.kind === 'ready' ? load.info : null;
  const pageCount = info?.pages.length ?? 0;
  const isQuestionPage = pageIndex >= 1 && pageIndex <= pageCount;
  const pagePosition = isQuestionPage ? info!.pages[pageIndex - 1]!.position : null;
  const pageComponents = isQuestionPage ? info!.pages[pageIndex - 1]!.components : undefined;

  // Spec §4: the token is fetched on the first forward action, so a respondent who only opens
  // the survey is not counted. Page 1 opens without waiting for it; only its forward waits (a
  // save needs the token), and a failed request is asked again until it is answered.
  const isWaitingForToken = !isPreview && token === null && pageIndex >= 1 && pageIndex <= pageCount;
  useEffect(() => {
    if (!isWaitingForToken) return;
    let isLeft = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      ensureToken().then(
        () => !isLeft && setError(null),
        () => {
          if (isLeft) return;
          setError(texts.survey.connectionError);
          retry = setTimeout(ask, TOKEN_RETRY_MS);
        },
      );
    };
    ask();
    return () => {
      isLeft = true;
      clearTimeout(retry);
    };
  }, [isWaitingForToken, ensureToken, texts]);

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
    navigation.touch(component.id);
    const index = pageComponents.findIndex((c) => c.id === component.id);
    const following = pageComponents[index + 1];
    navigation.setActiveId(following?.id ?? null);
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
    navigation.setActiveId(component.id);
    const section = document.getElementById(`question-${component.id}`);
    section?.scrollIntoView({ block: 'center' });
    section?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }

  async function goForward() {
    if (!canGoForward || !info) return;
    setError(null);
    setIsBusy(true);
    try {
      if (pageIndex === 0) {
        navigation.moveTo(1, info.pages);
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
        redirectTo(target.url);
        return;
      }
      navigation.moveTo(nextPageIndex(info.pages, pageIndex, target), info.pages);
    } catch {
      setError(texts.survey.connectionError);
    } finally {
      setIsBusy(false);
    }
  }

  function goBack() {
    if (navigation.goBack()) setError(null);
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
              onTouched={() => navigation.touch(component.id)}
            />
          ))}
        </form>
      )}
      <div className="missing" aria-live="polite">
        {showMissingList && (
          <MissingQuestions
            missing={invalidComponents}
            pageComponents={pageComponents!}
            texts={texts}
            onChoose={goToQuestion}
          />
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {isLastQuestionPage && <p className="last-page-warning">{texts.survey.lastPageWarning}</p>}
      {!isEndPage && (
        <FlowButtons
          label={pageTitle ?? info.name}
          texts={texts}
          canGoBack={history.length > 0}
          canGoForward={canGoForward}
          isBusy={isBusy}
          isLastQuestionPage={isLastQuestionPage}
          forwardRef={forwardRef}
          onBack={goBack}
          onForward={() => void goForward()}
        />
      )}
    </SurveyFrame>
  );
}
