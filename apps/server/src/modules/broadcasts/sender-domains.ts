import { sql } from 'drizzle-orm';
import { isAllowedSender, isReservedSender } from '@peil/contract/broadcasts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

/** MAIL_SENDER_DOMAINS followed by the own domains of the client whose organisation has the survey. */
export async function findSenderDomains(database: Database, configured: string[], surveyId: number): Promise<string[]> {
  const [row] = await database.query<{ sender_domains: string[] }>(sql`
    select c.sender_domains from surveys s
    join organizations o on o.id = s.organization_id
    join clients c on c.id = o.client_id
    where s.id = ${surveyId}`);
  return [...new Set([...configured, ...(row?.sender_domains ?? [])])];
}

/**
 * Refuses a sender outside the allowed domains, a reserved name, and the address Peil's own mail
 * comes from (MAIL_FROM, "Name <address>" or the address alone).
 */
export function requireAllowedSender(fromEmail: string, allowedDomains: string[], mailFrom: string): void {
  const address = fromEmail.trim().toLowerCase();
  const systemAddress = (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim().toLowerCase();
  if (isReservedSender(address) || address === systemAddress) {
    throw new AppError('bad_request', "The sender address (fromEmail) is reserved for the platform's own mail.", [
      { path: 'body.fromEmail', message: 'is reserved' },
    ]);
  }
  if (isAllowedSender(fromEmail, allowedDomains)) return;
  throw new AppError(
    'bad_request',
    `The sender address (fromEmail) must end in one of the allowed sender domains: ${allowedDomains.join(', ')}.`,
    [{ path: 'body.fromEmail', message: 'must use one of the allowed sender domains' }],
  );
}
