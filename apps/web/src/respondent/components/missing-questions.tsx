import type { TPageComponent } from '@peil/contract/respondent';
import { format, type RespondentTexts } from '../i18n/index';

type MissingQuestionsProps = {
  /** The page's questions that block going on, in page order. */
  missing: TPageComponent[];
  pageComponents: TPageComponent[];
  texts: RespondentTexts;
  onChoose: (component: TPageComponent) => void;
};

/** Links to the questions still to answer on this page. */
export function MissingQuestions({ missing, pageComponents, texts, onChoose }: MissingQuestionsProps) {
  return (
    <>
      <p>{texts.survey.missingIntro}</p>
      <ul>
        {missing.map((component) => (
          <li key={component.id}>
            <a
              href={`#question-${component.id}`}
              onClick={(event) => {
                event.preventDefault();
                onChoose(component);
              }}
            >
              {format(texts.survey.questionLink, { number: pageComponents.indexOf(component) + 1 })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
