import { describe, expect, it } from 'vitest';
import { requireAllowedSender } from './sender-domains.js';

describe('requireAllowedSender', () => {
  const domains = ['peil.nl', 'kliniek.nl'];
  const refused = (fromEmail: string, mailFrom = 'Peil <no-reply@peil.example>') => {
    try {
      requireAllowedSender(fromEmail, domains, mailFrom);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes any other name on an allowed domain', () => {
    expect(refused('onderzoek@peil.nl')).toBeNull();
    expect(refused('info@kliniek.nl')).toBeNull();
  });

  it("refuses the address of Peil's own mail, with or without a display name, in any case", () => {
    expect(refused('Onderzoek@peil.nl', 'Peil <onderzoek@peil.nl>')).toMatch(/reserved/);
    expect(refused('onderzoek@peil.nl', 'onderzoek@peil.nl')).toMatch(/reserved/);
  });

  it('refuses reserved names and foreign domains', () => {
    for (const name of ['no-reply', 'noreply', 'postmaster', 'abuse', 'webmaster', 'mailer-daemon'])
      expect(refused(`${name}@kliniek.nl`), name).toMatch(/reserved/);
    expect(refused('ceo@bank.com')).toMatch(/allowed sender domains/);
  });
});
