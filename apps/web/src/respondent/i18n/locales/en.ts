import type { TDictionaryShape } from '@peil/contract/domain';

export const en = {
  language: {
    title: 'Choose your language',
    legend: 'Language',
    start: 'Start',
  },
  survey: {
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit answers',
    lastPageWarning: 'This is the last page. When you click "Submit answers" your answers are sent.',
    privacy: 'Privacy statement',
    progress: 'Page {current} of {total}',
    loading: 'Loading…',
    preview: 'Preview: your answers are not saved.',
    required: 'required',
    missingIntro: 'Please answer these questions first:',
    questionLink: 'Question {number}',
    choose: 'Choose an option',
    openLabel: 'Please specify',
    errorRequired: 'This question needs an answer.',
    errorOpen: 'Please fill in the text for the option you chose.',
    errorEmail: 'Enter a valid e-mail address, for example name@example.com.',
    emailOk: 'OK',
    errorDate: 'Enter a valid date.',
    errorNumber: 'Enter a whole number from 1 to {max}.',
    sliderValue: 'Chosen: {value}',
    sliderNotSet: 'Not answered yet',
    optionImage: 'Option {number}',
    connectionError: 'Something went wrong. Check your internet connection.',
    redirecting: 'One moment, you are being redirected…',
  },
  difficulty: {
    veryDifficult: 'Very difficult',
    difficult: 'Difficult',
    expected: 'Expected effort',
    easy: 'Easy',
    veryEasy: 'Very easy',
  },
  status: {
    notFound: '404: Onderzoek niet gevonden',
    notActive: 'Survey not active. Please check provider.',
  },
};

/** Every language has exactly the English keys (English is the respondent app's fallback). */
export type RespondentTexts = TDictionaryShape<typeof en>;
