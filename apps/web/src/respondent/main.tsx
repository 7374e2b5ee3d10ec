import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InvitationAnswerPage } from './components/invitation-answer-page';
import { LanguageSelection } from './components/language-selection';
import { SurveyFlow } from './components/survey-flow';
import { UnsubscribePage } from './components/unsubscribe-page';
import { RESPONDENT_TEXTS } from './i18n/index';
import { rememberInvitationList } from './invitation-list';
import { parseRespondentPath } from './paths';
import './respondent.css';

function RespondentApp() {
  const route = parseRespondentPath(location.pathname);
  switch (route.kind) {
    case 'language':
      return <LanguageSelection surveyId={route.surveyId} isPreview={route.isPreview} />;
    case 'survey':
      return <SurveyFlow surveyId={route.surveyId} locale={route.locale} isPreview={route.isPreview} />;
    case 'unsubscribe':
      return (
        <UnsubscribePage
          surveyId={route.surveyId}
          email={route.email}
          language={route.language}
          signature={new URLSearchParams(location.search).get('sig') ?? ''}
        />
      );
    case 'invitationAnswer':
      return <InvitationAnswerPage language={route.language} answer={route.answer} />;
    default:
      return (
        <main className="content">
          <h1 className="title">{RESPONDENT_TEXTS.nl.status.notFound}</h1>
        </main>
      );
  }
}

const openedRoute = parseRespondentPath(location.pathname);
if (openedRoute.kind === 'language' || openedRoute.kind === 'survey') {
  rememberInvitationList(openedRoute.surveyId, location.search);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RespondentApp />
  </StrictMode>,
);
