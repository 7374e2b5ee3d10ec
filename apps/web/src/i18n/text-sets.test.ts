import { describe, expect, it } from 'vitest';
import { isTextSet, type TTextSet } from '@peil/contract/domain';
import { findTextProblems } from '@peil/contract/domain/text-checks';

// Every text set of the web app and the server, found by its place, so that a new set is checked
// without being listed: the staff screens and each feature, the respondent pages, the mails and exports.
const modules = {
  ...import.meta.glob<Record<string, unknown>>('./staff-dictionaries.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../features/*/i18n/dictionaries.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>(['../respondent/i18n/*.ts', '!**/*.test.ts'], { eager: true }),
  ...import.meta.glob<Record<string, unknown>>(['../../../server/src/i18n/**/*.ts', '!**/*.test.ts'], { eager: true }),
};
const textSets = Object.values(modules).flatMap((module) =>
  Object.entries(module).filter((entry): entry is [string, TTextSet<string, object>] => isTextSet(entry[1])),
);

// Per language, the texts that rightly read as in the set's source language (Dutch for the staff
// screens, English for the respondent pages, the mails and the exports): names, words the
// languages share, and the texts the spec fixes in one language for all.
const SAME_AS_SOURCE: Record<string, readonly string[]> = {
  '*': [
    'Peil',
    'OK',
    'Cluster',
    'N',
    'NPS',
    'NPS {{score}}',
    'Net Promoter Score',
    'n = {{n}}',
    'Excel (XLSX)',
    'Logo',
  ],
  nl: ['Respondent', 'Filters', 'Percentage', 'Trend', 'Mailing'],
  de: [
    'Dashboard',
    'Benchmark extern',
    'Benchmark intern',
    'Serverstatus',
    'Divergent',
    'Warm',
    'Ja',
    'Nr.',
    'Titel',
    'Datum',
    'Begonnen',
    'Startdatum',
    'Id',
    'Status',
    'Dimension',
    'Organisation',
    'Mailing',
    'Option {number}',
    'Q{{0}} {{1}}',
  ],
  en: [
    'Dashboard',
    'Benchmark',
    'Divergent',
    'Warm',
    'Clusters',
    'Score',
    'Score (0-4)',
    'Per',
    '{{dimension}}: {{metric}} per {{granularity}}',
    'Project',
    'Percentage',
    'E-mail',
    'Id',
    'Status',
  ],
  fr: [
    'Divergent',
    'Clusters',
    'Score',
    'Score (0-4)',
    'E-mail',
    'Id',
    'Dimension',
    'Dimensions',
    'Question',
    'Questions',
    'Total',
    'Organisation',
    'Invitations',
    'Option {number}',
    'Question {number}',
  ],
};
// The spec's respondent status texts are the same in every language.
const RESPONDENT_SAME_AS_SOURCE = ['404: Onderzoek niet gevonden', 'Survey not active. Please check provider.'];
// Each language's own name, in the language menu of every staff language.
const LANGUAGE_NAMES = ['Nederlands', 'Deutsch', 'English', 'Français'];

function sameAsSourceAllowed(name: string): Record<string, readonly string[]> {
  const extra =
    name === 'RESPONDENT_TEXTS' ? RESPONDENT_SAME_AS_SOURCE : name === 'staffDictionaries' ? LANGUAGE_NAMES : [];
  return { ...SAME_AS_SOURCE, '*': [...SAME_AS_SOURCE['*']!, ...extra] };
}

describe('every text set', () => {
  it('is found: the staff screens, each feature, the respondent pages, the mails and the exports', () => {
    expect(textSets.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'staffDictionaries',
        'administrationDictionaries',
        'builderDictionaries',
        'dashboardDictionaries',
        'exportsDictionaries',
        'RESPONDENT_TEXTS',
        'UNSUBSCRIBE_TEXTS',
        'INVITATION_ANSWER_TEXTS',
        'RESET_PASSWORD_TEXTS',
        'BENCHMARK_REPORT_TEXTS',
        'BROADCAST_INVITATION_TEXTS',
        'RESULTS_EXPORT_TEXTS',
        'NET_PROMOTER_TEXTS',
      ]),
    );
  });

  it.each(textSets)(
    '%s: every language has every text, none empty, none left in the source language, the same placeholders',
    (name, set) => {
      expect(findTextProblems(set, sameAsSourceAllowed(name))).toEqual([]);
    },
  );
});
