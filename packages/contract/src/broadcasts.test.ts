import { describe, expect, it } from 'vitest';
import {
  extractEmailAddresses,
  isNeverBroadcast,
  SENDER_DOMAINS,
  splitRecipientsText,
  ZAddBroadcastRequest,
} from './broadcasts.js';

describe('broadcast rules', () => {
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

  it('has six sender domains and accepts only those as sender', () => {
    expect(SENDER_DOMAINS).toHaveLength(6);
    const base = { toEmail: 'a@b.nl', fromName: 'n', subject: 's', title: 't', message: 'm', surveyId: 1 };
    const parsed = ZAddBroadcastRequest.parse({ ...base, fromEmail: 'info@peil.de' });
    expect(parsed).toMatchObject({ buttonColor: '#039cfd', backgroundColor: '#eeeeee', language: 'nl', logo: null });
    expect(ZAddBroadcastRequest.safeParse({ ...base, fromEmail: 'info@example.com' }).success).toBe(false);
  });
});
