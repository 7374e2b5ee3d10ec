import { describe, expect, it } from 'vitest';
import { findMissingKeys } from '../../i18n/dictionary-keys';
import { checkBroadcastForm, emptyBroadcastForm, initialSurveyId, recipientsFromFile } from './broadcast-form';
import { broadcastsDictionaries } from './i18n/dictionaries';

const filled = {
  ...emptyBroadcastForm(5),
  fromName: 'Kliniek',
  fromLocalPart: 'onderzoek',
  fromDomain: 'peil.de' as const,
  subject: 'Onderwerp',
  title: 'Titel',
  message: 'Bericht',
};

describe('new broadcast form', () => {
  it('asks for every field first, then for recipients', () => {
    expect(checkBroadcastForm({ ...filled, subject: ' ' }, ['a@b.nl']).kind).toBe('allFieldsRequired');
    expect(checkBroadcastForm({ ...filled, surveyId: '' }, ['a@b.nl']).kind).toBe('allFieldsRequired');
    expect(checkBroadcastForm({ ...filled, fromLocalPart: 'a b' }, ['a@b.nl']).kind).toBe('allFieldsRequired');
    expect(checkBroadcastForm(filled, []).kind).toBe('noRecipients');
    expect(checkBroadcastForm({ ...filled, recipientsText: 'a@b.nl; nope' }, [])).toEqual({
      kind: 'invalidRecipients',
      invalid: ['nope'],
    });
  });

  it('joins typed and uploaded recipients once each with semicolons', () => {
    const check = checkBroadcastForm({ ...filled, recipientsText: 'a@b.nl; c@d.nl;' }, ['C@d.nl', 'e@f.de']);
    expect(check.kind).toBe('ok');
    if (check.kind !== 'ok') return;
    expect(check.request).toMatchObject({
      toEmail: 'a@b.nl;c@d.nl;e@f.de',
      fromEmail: 'onderzoek@peil.de',
      buttonColor: '#039cfd',
      backgroundColor: '#eeeeee',
      logo: null,
      surveyId: 5,
      language: 'nl',
    });
  });

  it('extracts addresses from an uploaded file', () => {
    expect(recipientsFromFile('email,naam\r\njan@kliniek.nl,Jan\r\npiet@kliniek.nl,Piet')).toEqual([
      'jan@kliniek.nl',
      'piet@kliniek.nl',
    ]);
  });

  it('preselects the only survey', () => {
    expect(initialSurveyId([4], null)).toBe(4);
    expect(initialSurveyId([4, 5], 5)).toBe(5);
    expect(initialSurveyId([4, 5], 9)).toBe('');
  });

  it('has every text in nl, de, en and fr', () => {
    expect(findMissingKeys(broadcastsDictionaries)).toEqual({});
    expect(broadcastsDictionaries.en.warnings.allFieldsRequired).toBe(
      'All fields must be entered to create the broadcast.',
    );
    expect(broadcastsDictionaries.en.send.tooQuickly).toBe(
      'This email has already been sent in the past 5 minutes. Try again later.',
    );
  });
});
