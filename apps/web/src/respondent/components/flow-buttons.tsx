import type { Ref } from 'react';
import type { RespondentTexts } from '../i18n/index';

type FlowButtonsProps = {
  label: string;
  texts: RespondentTexts;
  canGoBack: boolean;
  canGoForward: boolean;
  isBusy: boolean;
  isLastQuestionPage: boolean;
  forwardRef: Ref<HTMLButtonElement>;
  onBack: () => void;
  onForward: () => void;
};

/** Previous and next (or submit on the last question page). */
export function FlowButtons(props: FlowButtonsProps) {
  const { label, texts, canGoBack, canGoForward, isBusy, isLastQuestionPage, forwardRef, onBack, onForward } = props;
  return (
    <nav className="buttons" aria-label={label}>
      {canGoBack && (
        <button type="button" className="button secondary" onClick={onBack} disabled={isBusy}>
          {texts.survey.previous}
        </button>
      )}
      <button ref={forwardRef} type="button" className="button primary" onClick={onForward} disabled={!canGoForward}>
        {isLastQuestionPage ? texts.survey.submit : texts.survey.next}
      </button>
    </nav>
  );
}
