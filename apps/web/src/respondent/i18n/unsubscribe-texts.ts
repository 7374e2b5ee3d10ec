import { defineTexts } from '@peil/contract/domain';

/** The spec (§8) gives the unsubscribe page in Dutch (the default), German and English only. */
export const UNSUBSCRIBE_LANGUAGES = ['nl', 'de', 'en'] as const;
export type TUnsubscribeLocale = (typeof UNSUBSCRIBE_LANGUAGES)[number];

const nl = {
  busy: 'Een moment…',
  success: 'U bent verwijderd uit de verzendlijst.',
  failure: 'Er is iets fout gegaan.',
  invalidLink: 'Deze afmeldlink is niet geldig. Er is niemand afgemeld; gebruik de link uit uw e-mail.',
};

/** The unsubscribe page's texts, in the three languages of the spec. */
export const UNSUBSCRIBE_TEXTS = defineTexts(
  UNSUBSCRIBE_LANGUAGES,
  { nl },
  {
    de: {
      busy: 'Einen Moment…',
      success: 'Sie wurden aus der Verteilerliste entfernt.',
      failure: 'Etwas ist schief gelaufen.',
      invalidLink:
        'Dieser Abmeldelink ist ungültig. Niemand wurde abgemeldet; verwenden Sie den Link aus Ihrer E-Mail.',
    },
    en: {
      busy: 'One moment…',
      success: 'You have been removed from the mailing list.',
      // The spec's source never reaches an English failure text; this is the intended one.
      failure: 'Something went wrong.',
      invalidLink:
        'This unsubscribe link is not valid. Nobody has been unsubscribed; please use the link from your e-mail.',
    },
  },
);
