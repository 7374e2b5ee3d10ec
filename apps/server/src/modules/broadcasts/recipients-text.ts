import { EMAIL_PATTERN } from '@peil/contract/limits';
import { splitRecipientsText, uniqueEmails } from '@peil/contract/broadcasts';

/** The addresses of a semicolon separated recipients text, each once, and the entries that are no address. */
export function parseRecipients(text: string): { valid: string[]; invalid: string[] } {
  const entries = splitRecipientsText(text);
  return {
    valid: uniqueEmails(entries.filter((entry) => EMAIL_PATTERN.test(entry))),
    invalid: entries.filter((entry) => !EMAIL_PATTERN.test(entry)),
  };
}
