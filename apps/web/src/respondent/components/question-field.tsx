import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { TComponentOption, TPageComponent } from '@peil/contract/respondent';
import { isSlider, QUESTION_TYPE } from '@peil/contract/domain';
import { MAX_NUMBER_ANSWER } from '@peil/contract/respondent-rules';
import { answerProblem, optionImage, sliderRange, toggleMultipleChoice, type AnswerState } from '../answers';
import { format, type RespondentTexts } from '../i18n/index';

/**
 * How far a change of answer goes. 'none' only keeps the value. 'quiet' (leaving a field, a
 * keyboard choice) makes the next question the active one without moving the page, so it never
 * pulls the page away from where the respondent is. 'advance' (a pointer choice, Enter, the
 * e-mail OK button) also scrolls to the next question, or to the forward button after the last.
 * Only a valid answer is committed.
 */
export type AnswerCommit = 'none' | 'quiet' | 'advance';

export type QuestionFieldProps = {
  component: TPageComponent;
  number: number;
  answer: AnswerState;
  isActive: boolean;
  showError: boolean;
  texts: RespondentTexts;
  onChange: (answer: AnswerState, commit: AnswerCommit) => void;
  onTouched: () => void;
};

/** One question of a page, by type, with its label, error text and (for open options) text box. */
export function QuestionField(props: QuestionFieldProps) {
  const { component, number, answer, isActive, showError, texts } = props;
  const baseId = useId();
  const problem = answerProblem(component, answer);
  const errorId = `${baseId}-error`;
  const errorText = showError && problem ? problemText(problem, texts) : null;
  const isRadioGroup = component.type === QUESTION_TYPE.singleChoice || component.type === QUESTION_TYPE.routingChoice;
  const isGroup = isRadioGroup || component.type === QUESTION_TYPE.multipleChoice || isSlider(component.type);
  const title = (
    <>
      <span className="question-number">{number}.</span> <bdi>{component.text}</bdi>
      {component.required && <span className="required-mark"> ({texts.survey.required})</span>}
    </>
  );
  const field = (
    <FieldBody
      {...props}
      labelId={`${baseId}-label`}
      inputId={`${baseId}-input`}
      errorId={errorText ? errorId : undefined}
    />
  );
  return (
    <section
      id={`question-${component.id}`}
      className={`question${isActive ? ' is-active' : ''}${errorText ? ' has-error' : ''}`}
    >
      {isGroup ? (
        <fieldset
          aria-describedby={errorText ? errorId : undefined}
          {...(isRadioGroup ? { role: 'radiogroup', 'aria-required': component.required || undefined } : {})}
        >
          <legend className="question-title" id={`${baseId}-label`}>
            {title}
          </legend>
          {field}
        </fieldset>
      ) : (
        <>
          <label className="question-title" id={`${baseId}-label`} htmlFor={`${baseId}-input`}>
            {title}
          </label>
          {field}
        </>
      )}
      {errorText && (
        <p id={errorId} className="field-error" role="alert">
          {errorText}
        </p>
      )}
    </section>
  );
}

type FieldBodyProps = QuestionFieldProps & { labelId: string; inputId: string; errorId: string | undefined };

function FieldBody(props: FieldBodyProps) {
  switch (props.component.type) {
    case QUESTION_TYPE.singleChoice:
    case QUESTION_TYPE.routingChoice:
      return <SingleChoice {...props} />;
    case QUESTION_TYPE.multipleChoice:
      return <MultipleChoice {...props} />;
    case QUESTION_TYPE.dropdown:
      return <Dropdown {...props} />;
    case QUESTION_TYPE.openTextArea:
    case QUESTION_TYPE.text:
    case QUESTION_TYPE.date:
    case QUESTION_TYPE.email:
      return <TextInput {...props} />;
    case QUESTION_TYPE.number:
      return <NumberInput {...props} />;
    default:
      return <Slider {...props} />;
  }
}

/** Remembers whether the last interaction was a pointer, so keyboard users keep their focus and place. */
function usePointerFlag() {
  const isPointer = useRef(false);
  return {
    onPointerDown: () => {
      isPointer.current = true;
    },
    onKeyDown: () => {
      isPointer.current = false;
    },
    isPointer: () => isPointer.current,
  };
}

function OptionLabel({ option, index, texts }: { option: TComponentOption; index: number; texts: RespondentTexts }) {
  const image = optionImage(option.text);
  if (!image) return <bdi>{option.text}</bdi>;
  // The caption names the option; without one the image is named by its number.
  return (
    <span className="option-with-image">
      <img
        className="option-image"
        src={image.url}
        alt={image.caption ? '' : format(texts.survey.optionImage, { number: index + 1 })}
        referrerPolicy="no-referrer"
      />
      {image.caption && <bdi>{image.caption}</bdi>}
    </span>
  );
}

function OpenText(props: FieldBodyProps & { option: TComponentOption }) {
  const { answer, texts, option, onChange, onTouched, errorId } = props;
  return (
    <div className="open-text">
      <label htmlFor={`${props.inputId}-open-${option.id}`}>{texts.survey.openLabel}</label>
      <input
        id={`${props.inputId}-open-${option.id}`}
        type="text"
        value={answer.open}
        aria-required="true"
        aria-invalid={answer.open.trim() === '' || undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange({ ...answer, open: event.target.value }, 'none')}
        onBlur={onTouched}
      />
    </div>
  );
}

function SingleChoice(props: FieldBodyProps) {
  const { component, answer, texts, onChange, inputId } = props;
  const pointer = usePointerFlag();
  return (
    <div className="options" onPointerDown={pointer.onPointerDown} onKeyDown={pointer.onKeyDown}>
      {component.options.map((option, index) => (
        <OptionRow key={option.id}>
          <label className="option">
            <input
              type="radio"
              name={inputId}
              checked={answer.option === option.id}
              onChange={() =>
                onChange({ ...answer, option: option.id }, pointer.isPointer() && !option.is_open ? 'advance' : 'none')
              }
            />
            <OptionLabel option={option} index={index} texts={texts} />
          </label>
          {option.is_open && answer.option === option.id && <OpenText {...props} option={option} />}
        </OptionRow>
      ))}
    </div>
  );
}

function MultipleChoice(props: FieldBodyProps) {
  const { component, answer, texts, onChange } = props;
  const exclusiveChosen = component.options.some(
    (option) => option.exclude_others && answer.options.includes(option.id),
  );
  return (
    <div className="options">
      {component.options.map((option, index) => {
        const isChecked = answer.options.includes(option.id);
        return (
          <OptionRow key={option.id}>
            <label className={`option${exclusiveChosen && !isChecked ? ' is-disabled' : ''}`}>
              <input
                type="checkbox"
                checked={isChecked}
                disabled={exclusiveChosen && !isChecked}
                onChange={() =>
                  onChange({ ...answer, options: toggleMultipleChoice(component, answer.options, option.id) }, 'none')
                }
              />
              <OptionLabel option={option} index={index} texts={texts} />
            </label>
            {option.is_open && isChecked && <OpenText {...props} option={option} />}
          </OptionRow>
        );
      })}
    </div>
  );
}

function OptionRow({ children }: { children: ReactNode }) {
  return <div className="option-row">{children}</div>;
}

function Dropdown(props: FieldBodyProps) {
  const { component, answer, texts, onChange, inputId, errorId, onTouched } = props;
  const pointer = usePointerFlag();
  return (
    <select
      id={inputId}
      className="select"
      value={answer.option ?? ''}
      aria-required={component.required || undefined}
      aria-describedby={errorId}
      onBlur={onTouched}
      onPointerDown={pointer.onPointerDown}
      onKeyDown={pointer.onKeyDown}
      // Arrow keys change a closed select option by option: those changes must not move the page.
      onChange={(event) =>
        onChange(
          { ...answer, option: event.target.value ? Number(event.target.value) : null },
          pointer.isPointer() ? 'advance' : 'quiet',
        )
      }
    >
      <option value="">{texts.survey.choose}</option>
      {component.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.text}
        </option>
      ))}
    </select>
  );
}

/** Enter in a one-line field commits its answer instead of submitting the page. */
function commitOnEnter(props: FieldBodyProps) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    props.onTouched();
    props.onChange(props.answer, 'advance');
  };
}

function TextInput(props: FieldBodyProps) {
  const { component, answer, onChange, inputId, errorId, onTouched, showError, texts } = props;
  const pointer = usePointerFlag();
  const common = {
    id: inputId,
    value: answer.text,
    required: component.required,
    'aria-describedby': errorId,
    'aria-invalid': (showError && answerProblem(component, answer) !== null) || undefined,
  };
  const leave = () => {
    onTouched();
    onChange(answer, 'quiet');
  };
  if (component.type === QUESTION_TYPE.openTextArea) {
    return (
      <textarea
        {...common}
        rows={4}
        onBlur={leave}
        onChange={(event) => onChange({ ...answer, text: event.target.value }, 'none')}
      />
    );
  }
  if (component.type === QUESTION_TYPE.text) {
    return (
      <input
        {...common}
        type="text"
        autoComplete="off"
        onBlur={leave}
        onKeyDown={commitOnEnter(props)}
        onChange={(event) => onChange({ ...answer, text: event.target.value }, 'none')}
      />
    );
  }
  const withBrowserVerdict = (input: HTMLInputElement): AnswerState => ({
    ...answer,
    text: input.value,
    isBrowserValid: !input.validity.badInput && !input.validity.typeMismatch,
  });
  if (component.type === QUESTION_TYPE.date) {
    return (
      <input
        {...common}
        type="date"
        autoComplete="off"
        onBlur={onTouched}
        onPointerDown={pointer.onPointerDown}
        onKeyDown={(event) => {
          pointer.onKeyDown();
          commitOnEnter(props)(event);
        }}
        // A date picked in the calendar is an answer; typed digits change the date part by part.
        onChange={(event) => onChange(withBrowserVerdict(event.target), pointer.isPointer() ? 'advance' : 'quiet')}
      />
    );
  }
  const canConfirm = answer.text.trim() !== '' && answerProblem(component, answer) === null;
  return (
    <div className="email-row">
      <input
        {...common}
        type="email"
        autoComplete="email"
        onBlur={onTouched}
        onKeyDown={commitOnEnter(props)}
        onChange={(event) => onChange(withBrowserVerdict(event.target), 'none')}
      />
      <button
        type="button"
        className="button secondary"
        disabled={!canConfirm}
        onClick={() => onChange(answer, 'advance')}
      >
        {texts.survey.emailOk}
      </button>
    </div>
  );
}

function NumberInput(props: FieldBodyProps) {
  const { component, answer, onChange, inputId, errorId, onTouched } = props;
  return (
    <input
      id={inputId}
      className="number"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_NUMBER_ANSWER}
      step={1}
      value={answer.value ?? ''}
      required={component.required}
      aria-describedby={errorId}
      onBlur={() => {
        onTouched();
        onChange(answer, 'quiet');
      }}
      onKeyDown={commitOnEnter(props)}
      onChange={(event) =>
        onChange({ ...answer, value: event.target.value === '' ? null : Number(event.target.value) }, 'none')
      }
    />
  );
}

function Slider(props: FieldBodyProps) {
  const { component, answer, texts, onChange, inputId, labelId, errorId } = props;
  const { min, max } = sliderRange(component.type);
  const difficultyLabels = [
    texts.difficulty.veryDifficult,
    texts.difficulty.difficult,
    texts.difficulty.expected,
    texts.difficulty.easy,
    texts.difficulty.veryEasy,
  ];
  const labelOf = (value: number) =>
    component.type === QUESTION_TYPE.difficultySlider ? difficultyLabels[value - 1]! : String(value);
  const middle = Math.round((min + max) / 2);
  const pointer = usePointerFlag();
  const commit = (value: number, commitMode: AnswerCommit) => onChange({ ...answer, value }, commitMode);
  const ticks = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <div className={`slider slider-type-${component.type}${answer.value === null ? ' is-unset' : ''}`}>
      <input
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={1}
        value={answer.value ?? middle}
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-valuetext={answer.value === null ? texts.survey.sliderNotSet : labelOf(answer.value)}
        onPointerDown={pointer.onPointerDown}
        onKeyDown={pointer.onKeyDown}
        onChange={(event) => commit(Number(event.target.value), 'none')}
        // A tap on the thumb where it already stands fires no change, yet is an answer.
        onPointerUp={(event) => commit(Number(event.currentTarget.value), 'advance')}
        onKeyUp={(event) => {
          if (answer.value === null && /^(Arrow|Home|End|Page)/.test(event.key))
            commit(Number(event.currentTarget.value), 'none');
        }}
      />
      <div
        className={`slider-ticks${component.type === QUESTION_TYPE.slider0to10 ? ' with-grid' : ''}`}
        aria-hidden="true"
      >
        {ticks.map((value) => (
          <span key={value}>{component.type === QUESTION_TYPE.difficultySlider ? labelOf(value) : value}</span>
        ))}
      </div>
      <p className="slider-value" aria-hidden="true">
        {answer.value === null
          ? texts.survey.sliderNotSet
          : format(texts.survey.sliderValue, { value: labelOf(answer.value) })}
      </p>
    </div>
  );
}

function problemText(problem: NonNullable<ReturnType<typeof answerProblem>>, texts: RespondentTexts): string {
  const byProblem = {
    required: texts.survey.errorRequired,
    open: texts.survey.errorOpen,
    email: texts.survey.errorEmail,
    date: texts.survey.errorDate,
    number: format(texts.survey.errorNumber, {
      max: MAX_NUMBER_ANSWER.toLocaleString(document.documentElement.lang || undefined),
    }),
  };
  return byProblem[problem];
}
