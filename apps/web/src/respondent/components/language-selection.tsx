import { useEffect, useState } from 'react';
import { isInactive } from '@peil/contract/domain';
import {
  contentLocaleOfBrowser,
  htmlLangOf,
  NATIVE_LANGUAGE_NAMES,
  peilLanguageOf,
  RIGHT_TO_LEFT_LOCALES,
  respondentLocaleFor,
  type TContentLocale,
  type TRespondentLocale,
} from '@peil/contract/locale-codes';
import { respondentApi } from '../api';
import { RESPONDENT_TEXTS } from '../i18n/index';
import { languageSelectionPath, NOT_FOUND_MARKER, surveyPath } from '../paths';
import { SurveyFrame } from './survey-frame';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; locales: TContentLocale[]; color: string; logo: string }
  | { kind: 'blocked'; message: string };

/** Screens in the browser's language when the survey offers it, else in the survey's first language. */
function screenLocale(locales: TContentLocale[]): TRespondentLocale {
  const browser = peilLanguageOf(navigator.language);
  const offered = locales.map(respondentLocaleFor);
  const match = offered.find((locale) => locale === browser);
  return match ?? offered[0] ?? 'en';
}

function surveyUrl(surveyId: string, locale: TContentLocale, isPreview: boolean): string {
  const wordLocale = respondentLocaleFor(locale);
  const query = wordLocale === locale ? '' : `?locale=${locale}`;
  return surveyPath(surveyId, wordLocale, isPreview) + query;
}

export function LanguageSelection({ surveyId, isPreview }: { surveyId: string; isPreview: boolean }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [chosen, setChosen] = useState<TContentLocale | null>(null);

  useEffect(() => {
    // Aborted when the effect is cleaned up: an answer that arrives later changes nothing.
    const effect = new AbortController();
    (async () => {
      // One call; its texts are in the browser's language if the survey has it, but only the
      // languages, colour and logo are used here.
      const start = await respondentApi.start(surveyId, contentLocaleOfBrowser(navigator.language));
      // A preview shows an inactive survey to its author; respondents are stopped or redirected.
      if (isInactive(start) && !isPreview) {
        if (start.redirect_to) {
          location.assign(languageSelectionPath(start.redirect_to, isPreview));
          return;
        }
        if (!effect.signal.aborted) setState({ kind: 'blocked', message: RESPONDENT_TEXTS.en.status.notActive });
        return;
      }
      if (effect.signal.aborted) return;
      const locales = start.locales;
      // The survey page sends a respondent back here marked when it found no survey; forwarding
      // to the only language again would loop.
      const isNotFound = new URLSearchParams(location.search).has(NOT_FOUND_MARKER);
      if (locales.length === 0 || (locales.length === 1 && isNotFound)) {
        setState({ kind: 'blocked', message: RESPONDENT_TEXTS.nl.status.notFound });
        return;
      }
      if (locales.length === 1) {
        location.replace(surveyUrl(surveyId, locales[0]!, isPreview));
        return;
      }
      setState({ kind: 'ready', locales, color: start.color, logo: start.logo });
    })().catch(() => {
      if (!effect.signal.aborted) setState({ kind: 'blocked', message: RESPONDENT_TEXTS.nl.status.notFound });
    });
    return () => {
      effect.abort();
    };
  }, [surveyId, isPreview]);

  const locale = state.kind === 'ready' ? screenLocale(state.locales) : 'en';
  const texts = RESPONDENT_TEXTS[locale];
  useEffect(() => {
    document.documentElement.lang = htmlLangOf(locale);
    document.documentElement.dir = RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr';
    document.title = texts.language.title;
  }, [locale, texts]);

  if (state.kind !== 'ready') {
    return (
      <SurveyFrame texts={texts} name={state.kind === 'blocked' ? state.message : ''}>
        {state.kind === 'loading' && <p role="status">{texts.survey.loading}</p>}
      </SurveyFrame>
    );
  }

  return (
    <SurveyFrame texts={texts} name={texts.language.title} color={state.color} logo={state.logo}>
      <form
        className="language-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) location.assign(surveyUrl(surveyId, chosen, isPreview));
        }}
      >
        <fieldset>
          <legend className="question-title">{texts.language.legend}</legend>
          <div className="options">
            {state.locales.map((code) => (
              <div className="option-row" key={code}>
                <label className="option" lang={htmlLangOf(code)}>
                  <input
                    type="radio"
                    name="language"
                    value={code}
                    checked={chosen === code}
                    onChange={() => setChosen(code)}
                  />
                  <span>{NATIVE_LANGUAGE_NAMES[code]}</span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="buttons">
          <button type="submit" className="button primary" disabled={chosen === null}>
            {texts.language.start}
          </button>
        </div>
      </form>
    </SurveyFrame>
  );
}
