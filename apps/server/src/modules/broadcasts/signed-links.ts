import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/*
 * Every link Peil mails carries an HMAC over its list, its recipient and its purpose, made with
 * a key only the server knows. Without it the unsubscribe and answer links would take any
 * survey uuid and address, and anyone could unsubscribe anyone or count answers for them.
 */

const KEY_NAME = 'mail-link-signing';

/** What a signature is for; a signature for one purpose is worthless for another. */
export type LinkPurpose = 'unsubscribe' | 'invitation-answer';

// One key per database, read once: it never changes after the first start.
const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The signing key, made at first use. Several processes starting at once may each make one;
 * the insert keeps the first and every process reads that one back.
 */
export function linkSigningKey(database: Database): Promise<Buffer> {
  let key = keys.get(database);
  if (!key) {
    key = loadKey(database);
    keys.set(database, key);
    key.catch(() => keys.delete(database));
  }
  return key;
}

async function loadKey(database: Database): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await database.query(sql`
    insert into server_secrets (name, value) values (${KEY_NAME}, ${fresh}) on conflict (name) do nothing`);
  const [row] = await database.query<{ value: string }>(sql`select value from server_secrets where name = ${KEY_NAME}`);
  return Buffer.from(row!.value, 'base64');
}

function hmac(key: Buffer, ...parts: string[]): string {
  // NUL cannot occur in a uuid, key or address, so no two part lists give the same input.
  return createHmac('sha256', key).update(parts.join('\0')).digest('base64url');
}

/** An address as links sign it: case does not make a different recipient. */
function normalisedAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A recipient of a list as an opaque id: the same for every link of one mail, different per
 * list, and no way back to the address. The answer counts keep only this.
 */
export function recipientId(key: Buffer, list: string, email: string): string {
  return hmac(key, 'recipient', list, normalisedAddress(email));
}

export function signLink(key: Buffer, purpose: LinkPurpose, list: string, recipient: string): string {
  return hmac(key, purpose, list, recipient);
}

/** Whether `signature` is the one `signLink` makes for these; compared in constant time. */
export function isSignedLink(
  key: Buffer,
  purpose: LinkPurpose,
  list: string,
  recipient: string,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signLink(key, purpose, list, recipient));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature of an unsubscribe link: the survey's uuid (its mailing lists) and the address. */
export function unsubscribeSignature(key: Buffer, surveyUuid: string, email: string): string {
  return signLink(key, 'unsubscribe', surveyUuid.toLowerCase(), normalisedAddress(email));
}

export function isSignedUnsubscribe(
  key: Buffer,
  surveyUuid: string,
  email: string,
  signature: string | undefined,
): boolean {
  return isSignedLink(key, 'unsubscribe', surveyUuid.toLowerCase(), normalisedAddress(email), signature);
}

/** What an answer button's link carries besides its list: who it was mailed to, and the signature. */
export type AnswerLinkSignature = { recipient: string; sig: string };

export function answerLinkSignature(key: Buffer, responseKey: string, email: string): AnswerLinkSignature {
  const recipient = recipientId(key, responseKey, email);
  return { recipient, sig: signLink(key, 'invitation-answer', responseKey, recipient) };
}
