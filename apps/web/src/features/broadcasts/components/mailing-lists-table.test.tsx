// @vitest-environment happy-dom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TMailingListItem } from '@peil/contract/broadcasts';
import { i18n } from '../../../i18n';
import { initTestI18n } from '../../../app/test-providers';

initTestI18n('nl');
let MailingListsTable: typeof import('./mailing-lists-table').MailingListsTable;

beforeAll(async () => {
  await import('../i18n');
  ({ MailingListsTable } = await import('./mailing-lists-table'));
});
afterEach(cleanup);

const sentList: TMailingListItem = {
  mailing_list_id: 4,
  subject: 'Uw mening',
  internal_name: 'Poli',
  survey_id: 1,
  count: 0,
  last_broadcast: '2024-05-01T10:00:00.000Z',
  sending: false,
  sent: 20,
  failed: 0,
  answers: { yes: 7, 'yes-over-a-year': 2, 'already-completed': 3, no: 1 },
  responses: { started: 9, finished: 5 },
};

const row = (listId: number) => document.querySelector(`[data-mailing-list-id="${listId}"]`) as HTMLElement;

function tallyOf(listId: number, testId = 'answer-tally'): Record<string, string> {
  const tally = within(row(listId)).getByTestId(testId);
  const terms = [...tally.querySelectorAll('dt')].map((node) => node.textContent);
  const counts = [...tally.querySelectorAll('dd')].map((node) => node.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, counts[index]!]));
}

describe('MailingListsTable', () => {
  it.each([
    [
      'nl',
      'Antwoorden op de uitnodiging',
      { Ja: '7', 'Ja, meer dan een jaar geleden': '2', 'Al ingevuld': '3', Nee: '1' },
    ],
    [
      'de',
      'Antworten auf die Einladung',
      { Ja: '7', 'Ja, vor mehr als einem Jahr': '2', 'Bereits ausgefüllt': '3', Nein: '1' },
    ],
    [
      'en',
      'Answers to the invitation',
      { Yes: '7', 'Yes, more than a year ago': '2', 'Already completed': '3', No: '1' },
    ],
    ['fr', "Réponses à l'invitation", { Oui: '7', "Oui, il y a plus d'un an": '2', 'Déjà rempli': '3', Non: '1' }],
  ])('shows in %s the tally of each answer under a sent list', async (language, title, tally) => {
    await i18n.changeLanguage(language);
    const neverSent = { ...sentList, mailing_list_id: 5, last_broadcast: null, sent: 0 };
    render(<MailingListsTable lists={[sentList, neverSent]} busyListId={null} onAction={() => {}} />);
    expect(within(row(4)).getByText(title)).toBeTruthy();
    expect(tallyOf(4)).toEqual(tally);
    // A list never sent has no answers to show.
    expect(within(row(5)).queryByTestId('answer-tally')).toBeNull();
  });

  it.each([
    ['nl', { Geklikt: '13 (65%)', Begonnen: '9 (45%)', Afgerond: '5 (25%)' }],
    ['de', { Geklickt: '13 (65 %)', Begonnen: '9 (45 %)', Abgeschlossen: '5 (25 %)' }],
    ['en', { Clicked: '13 (65%)', Started: '9 (45%)', Finished: '5 (25%)' }],
    ['fr', { Cliquées: '13 (65 %)', Commencés: '9 (45 %)', Terminés: '5 (25 %)' }],
  ])('shows in %s the response rates as shares of the 20 invitations sent', async (language, rates) => {
    await i18n.changeLanguage(language);
    render(<MailingListsTable lists={[sentList]} busyListId={null} onAction={() => {}} />);
    // 7 + 2 + 3 + 1 clicks of 20 sent; 9 begun and 5 finished questionnaires.
    const shown = tallyOf(4, 'response-rates');
    expect(Object.fromEntries(Object.entries(shown).map(([term, value]) => [term, value.replace(/\s/g, ' ')]))).toEqual(
      rates,
    );
  });
});
