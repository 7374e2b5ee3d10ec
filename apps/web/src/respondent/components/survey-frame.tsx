import type { CSSProperties, ReactNode } from 'react';
import { readableTextColor } from '@peil/contract/contrast';
import { DEFAULT_SURVEY_COLOR } from '@peil/contract/limits';
import { format, type RespondentTexts } from '../i18n/index';
import { logoSource } from '../logo-source';

const LONG_TITLE = 20;

export type SurveyFrameProps = {
  texts: RespondentTexts;
  name: string;
  color?: string;
  logo?: string;
  pageTitle?: string;
  progress?: { current: number; total: number };
  children: ReactNode;
};

/** Header (logo, survey name, page title, progress), the page's content and the privacy link. */
export function SurveyFrame({ texts, name, color, logo, pageTitle, progress, children }: SurveyFrameProps) {
  const surveyColor = color || DEFAULT_SURVEY_COLOR;
  const style = {
    '--survey-color': surveyColor,
    '--survey-text-color': readableTextColor(surveyColor),
  } as CSSProperties;
  return (
    <div className="frame" style={style}>
      <header className="survey-header">
        {logo && <img className="logo" src={logoSource(logo)} alt="" />}
        <h1 id="survey-title" tabIndex={-1} className={name.length > LONG_TITLE ? 'title is-long' : 'title'} dir="auto">
          {name}
        </h1>
        {pageTitle && (
          <h2 id="page-title" tabIndex={-1} className="page-title" dir="auto">
            {pageTitle}
          </h2>
        )}
        {progress && progress.total > 1 && (
          <div className="progress">
            <progress
              max={progress.total}
              value={progress.current}
              aria-label={format(texts.survey.progress, progress)}
            />
            <span aria-hidden="true">{format(texts.survey.progress, progress)}</span>
          </div>
        )}
      </header>
      <main className="content">{children}</main>
      <footer className="footer">
        <a href="/privacy-statement">{texts.survey.privacy}</a>
      </footer>
    </div>
  );
}

/** Paragraphs of a begin or end message. */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="message">
      {text
        .split(/\n+/)
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <p key={index} dir="auto">
            {line}
          </p>
        ))}
    </div>
  );
}
