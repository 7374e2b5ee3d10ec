import { describe, expect, it } from 'vitest';
import { checkBroadcastForm, emptyBroadcastForm, initialSurveyId, recipientsFromFile } from './broadcast-form';
import { broadcastsDictionaries } from './i18n/dictionaries';

const ALLOWED = ['peil.nl', 'peil.de', 'kliniek-zuid.nl'];

const filled = {
  ...emptyBroadcastForm(5),
  fromName: 'Kliniek',
  fromLocalPart: 'onderzoek',
  fromDomain: 'peil.de',
  subject: 'Onderwerp',
  title: 'Titel',
  message: 'Bericht',
};

describe('new broadcast form', () => {
  it('asks for every field first, then for recipients', () => {
    expect(checkBroadcastForm({ ...filled, subject: ' ' }, ['a@b.nl'], ALLOWED).kind).toBe('allFieldsRequired');
    expect(checkBroadcastForm({ ...filled, surveyId: '' }, ['a@b.nl'], ALLOWED).kind).toBe('allFieldsRequired');
    expect(checkBroadcastForm({ ...filled, fromLocalPart: 'a b' }, ['a@b.nl'], ALLOWED).kind).toBe('allFieldsRequired');
    expect(checkBroadcastForm(filled, [], ALLOWED).kind).toBe('noRecipients');
    expect(checkBroadcastForm({ ...filled, recipientsText: 'a@b.nl; nope' }, [], ALLOWED)).toEqual({
      kind: 'invalidRecipients',
      invalid: ['nope'],
    });
  });

  it('accepts only a sender domain the settings allow, by the same rule as the server', () => {
    const own = { ...filled, fromDomain: 'Kliniek-Zuid.nl' };
    expect(checkBroadcastForm(own, ['a@b.nl'], ALLOWED).kind).toBe('ok');
    expect(checkBroadcastForm({ ...filled, fromDomain: 'bank.com' }, ['a@b.nl'], ALLOWED).kind).toBe(
      'senderDomainNotAllowed',
    );
    // Until the survey's domains are known nothing is allowed.
    expect(checkBroadcastForm(filled, ['a@b.nl'], []).kind).toBe('senderDomainNotAllowed');
    // The platform's own and role mailboxes are no tenant's to send from, on any domain.
    expect(checkBroadcastForm({ ...filled, fromLocalPart: 'No-Reply' }, ['a@b.nl'], [filled.fromDomain]).kind).toBe(
      'senderReserved',
    );
  });

  it('joins typed and uploaded recipients once each with semicolons', () => {
    const check = checkBroadcastForm({ ...filled, recipientsText: 'a@b.nl; c@d.nl;' }, ['C@d.nl', 'e@f.de'], ALLOWED);
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

  it('has the spec texts of the form', () => {
    expect(broadcastsDictionaries.en.warnings.allFieldsRequired).toBe(
      'All fields must be entered to create the broadcast.',
    );
    expect(broadcastsDictionaries.en.send.tooQuickly).toBe(
      'This email has already been sent in the past 5 minutes. Try again later.',
    );
  });
});
