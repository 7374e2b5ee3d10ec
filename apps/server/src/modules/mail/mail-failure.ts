/**
 * Whether a failed send may work when tried again: an SMTP 4xx reply ("try again later") or a
 * mail server that could not be reached. A 5xx reply refuses the message for good, and any other
 * error (a bug while building the message) would only fail again.
 */
export function isTransientMailFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && CONNECTION_FAILURES.has(code);
}

// nodemailer's codes for a connection that failed, and the Node socket errors beneath them.
const CONNECTION_FAILURES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
