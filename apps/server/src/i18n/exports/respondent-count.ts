import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';

const en = {
  sheet: 'Respondents',
  organization: 'Organisation',
  surveyId: 'No.',
  survey: 'Survey',
  finished: 'Finished',
  unfinished: 'Unfinished',
  total: 'Total',
};

/** The respondent count workbook: surveys with their finished and unfinished respondents. */
export const RESPONDENT_COUNT_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en },
  {
    nl: {
      sheet: 'Respondenten',
      organization: 'Organisatie',
      surveyId: 'Nr.',
      survey: 'Vragenlijst',
      finished: 'Afgerond',
      unfinished: 'Niet afgerond',
      total: 'Totaal',
    },
    de: {
      sheet: 'Befragte',
      organization: 'Organisation',
      surveyId: 'Nr.',
      survey: 'Fragebogen',
      finished: 'Abgeschlossen',
      unfinished: 'Nicht abgeschlossen',
      total: 'Gesamt',
    },
    fr: {
      sheet: 'Répondants',
      organization: 'Organisation',
      surveyId: 'N°',
      survey: 'Questionnaire',
      finished: 'Terminés',
      unfinished: 'Non terminés',
      total: 'Total',
    },
  },
);

const invitationsEn = {
  sheet: 'Invitations',
  list: 'Mailing',
  subject: 'Subject',
  sent: 'Sent',
  clicked: 'Clicked',
  started: 'Started',
  finished: 'Finished',
  clickedRate: '% clicked',
  startedRate: '% started',
  finishedRate: '% finished',
};

/** The respondent count workbook's sheet of invitation response rates. */
export const RESPONDENT_COUNT_INVITATION_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en: invitationsEn },
  {
    nl: {
      sheet: 'Uitnodigingen',
      list: 'Mailing',
      subject: 'Onderwerp',
      sent: 'Verstuurd',
      clicked: 'Geklikt',
      started: 'Begonnen',
      finished: 'Afgerond',
      clickedRate: '% geklikt',
      startedRate: '% begonnen',
      finishedRate: '% afgerond',
    },
    de: {
      sheet: 'Einladungen',
      list: 'Mailing',
      subject: 'Betreff',
      sent: 'Versendet',
      clicked: 'Geklickt',
      started: 'Begonnen',
      finished: 'Abgeschlossen',
      clickedRate: '% geklickt',
      startedRate: '% begonnen',
      finishedRate: '% abgeschlossen',
    },
    fr: {
      sheet: 'Invitations',
      list: 'Envoi',
      subject: 'Objet',
      sent: 'Envoyées',
      clicked: 'Cliquées',
      started: 'Commencés',
      finished: 'Terminés',
      clickedRate: '% cliquées',
      startedRate: '% commencés',
      finishedRate: '% terminés',
    },
  },
);
