import type { RespondentTexts } from './en';

export const de: RespondentTexts = {
  language: {
    title: 'Wählen Sie Ihre Sprache',
    legend: 'Sprache',
    start: 'Starten',
  },
  survey: {
    previous: 'Zurück',
    next: 'Weiter',
    submit: 'Antworten absenden',
    lastPageWarning:
      'Dies ist die letzte Seite. Wenn Sie auf „Antworten absenden“ klicken, werden Ihre Antworten gesendet.',
    privacy: 'Datenschutzerklärung',
    progress: 'Seite {current} von {total}',
    loading: 'Wird geladen…',
    preview: 'Vorschau: Ihre Antworten werden nicht gespeichert.',
    required: 'Pflichtfeld',
    missingIntro: 'Bitte beantworten Sie zuerst diese Fragen:',
    questionLink: 'Frage {number}',
    choose: 'Wählen Sie eine Option',
    openLabel: 'Nämlich',
    errorRequired: 'Diese Frage muss beantwortet werden.',
    errorOpen: 'Bitte füllen Sie den Text zur gewählten Option aus.',
    errorEmail: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
    emailOk: 'OK',
    errorDate: 'Geben Sie ein gültiges Datum ein.',
    errorNumber: 'Geben Sie eine ganze Zahl von 1 bis {max} ein.',
    sliderValue: 'Gewählt: {value}',
    sliderNotSet: 'Noch nicht beantwortet',
    optionImage: 'Option {number}',
    connectionError: 'Etwas ist schiefgelaufen. Prüfen Sie Ihre Internetverbindung.',
    redirecting: 'Einen Moment, Sie werden weitergeleitet…',
  },
  difficulty: {
    veryDifficult: 'Sehr schwierig',
    difficult: 'Schwierig',
    expected: 'Erwarteter Aufwand',
    easy: 'Einfach',
    veryEasy: 'Sehr einfach',
  },
  status: {
    notFound: '404: Onderzoek niet gevonden',
    notActive: 'Survey not active. Please check provider.',
  },
};
