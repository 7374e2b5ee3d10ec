import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SENDER_DOMAINS,
  extractEmailAddresses,
  isAllowedSender,
  isNeverBroadcast,
  parseSenderDomains,
  splitRecipientsText,
  ZAddBroadcastRequest,
  ZSenderDomain,
} from './broadcasts.js';
import { EMAIL_PATTERN } from './limits.js';

describe('broadcast rules', () => {
  it('takes word characters joined by single dots, hyphens or a plus before the @, and a 2-3 letter ending', () => {
    for (const address of ['jan@kliniek.nl', 'jan.de-vries@zorg.example.com', 'j_v@x.de', 'patient+peil@gmail.com'])
      expect(EMAIL_PATTERN.test(address), address).toBe(true);
    for (const address of ['.jan@x.nl', 'jan.@x.nl', 'a..b@x.nl', 'a b@x.nl', 'jan@x', 'jan@x.info', 'jan@@x.nl'])
      expect(EMAIL_PATTERN.test(address), address).toBe(false);
  });

  it('finds every e-mail address in an uploaded text once', () => {
    const csv = 'naam;email\nJan;jan@kliniek.nl\n"Piet","PIET@kliniek.nl"\nJan;jan@kliniek.nl, x@y, kees@zorg.de\n';
    expect(extractEmailAddresses(csv)).toEqual(['jan@kliniek.nl', 'PIET@kliniek.nl', 'kees@zorg.de']);
    expect(extractEmailAddresses('geen adressen hier')).toEqual([]);
  });

  it('splits the semicolon separated recipients text', () => {
    expect(splitRecipientsText(' a@b.nl; ;c@d.nl;\n')).toEqual(['a@b.nl', 'c@d.nl']);
  });

  it('treats a last broadcast before 2000 as never sent', () => {
    expect(isNeverBroadcast(null)).toBe(true);
    expect(isNeverBroadcast('1970-01-01T00:00:00.000Z')).toBe(true);
    expect(isNeverBroadcast('1999-12-31T12:00:00.000Z')).toBe(true);
    expect(isNeverBroadcast('2000-01-01T12:00:00.000Z')).toBe(false);
    expect(isNeverBroadcast('not a date')).toBe(true);
  });

  it('takes any sender address in the request: the allowed domains are checked against the settings', () => {
    expect(DEFAULT_SENDER_DOMAINS).toHaveLength(6);
    const base = { toEmail: 'a@b.nl', fromName: 'n', subject: 's', title: 't', message: 'm', surveyId: 1 };
    const parsed = ZAddBroadcastRequest.parse({ ...base, fromEmail: 'info@kliniek.nl' });
    expect(parsed).toMatchObject({ buttonColor: '#039cfd', backgroundColor: '#eeeeee', language: 'nl', logo: null });
    expect(ZAddBroadcastRequest.safeParse({ ...base, fromEmail: 'not an address' }).success).toBe(false);
  });

  it('allows a sender whose domain is in the allowed list, in any case', () => {
    const allowed = [...DEFAULT_SENDER_DOMAINS, 'kliniek-zuid.nl'];
    expect(isAllowedSender('info@peil.de', allowed)).toBe(true);
    expect(isAllowedSender('Onderzoek@Kliniek-Zuid.NL', allowed)).toBe(true);
    expect(isAllowedSender('info@example.com', allowed)).toBe(false);
    expect(isAllowedSender('info@sub.kliniek-zuid.nl', allowed)).toBe(false);
    expect(isAllowedSender('peil.nl', allowed)).toBe(false);
    expect(isAllowedSender('info@peil.nl', [])).toBe(false);
  });

  it('reads typed sender domains and names those that are not domains', () => {
    expect(parseSenderDomains(' Kliniek.nl, zorg.de;kliniek.nl\nmail.zorg.de ')).toEqual({
      domains: ['kliniek.nl', 'zorg.de', 'mail.zorg.de'],
      invalid: [],
    });
    expect(parseSenderDomains('kliniek.nl info@zorg.de -zorg.de zorg localhost').invalid).toEqual([
      'info@zorg.de',
      '-zorg.de',
      'zorg',
      'localhost',
    ]);
    expect(ZSenderDomain.safeParse('kliniek..nl').success).toBe(false);
    expect(ZSenderDomain.parse(' Kliniek.NL ')).toBe('kliniek.nl');
  });
});
