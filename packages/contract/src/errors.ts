import { z } from 'zod';

/**
 * Stable error codes of the API and their HTTP status. The web client maps each code to a
 * message in the user's language; `message` is an English fallback for logs and tools.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** The user's client requires the data-processing statement and it is not signed yet. */
  statement_required: 403,
  not_found: 404,
  conflict: 409,
  /** Administration: the username or e-mail address belongs to another user. */
  duplicate_user: 409,
  /** Administration: an organisation or client still has users, surveys or organisations. */
  in_use: 409,
  /** Sharing a survey: some addresses belong to no user; `issues` names them (path `emails.<index>`). */
  unknown_users: 400,
  /** A mailed link whose signature is missing or does not match: it was altered or made up. */
  invalid_link: 403,
  payload_too_large: 413,
  too_many_requests: 429,
  /** Send now: every address on the list has been mailed already, so there is no one left to mail. */
  no_recipients_left: 400,
  internal: 500,
  unavailable: 503,
  /** Restart: the server has no RESTART_URL, so there is no update host to ask. */
  restart_not_configured: 503,
  /** Restart: the update host could not be reached or did not accept the request. */
  restart_failed: 502,
  // Reset password (new_account.* texts in the web app), checked in this order.
  no_password_entered: 400,
  password_too_short: 400,
  something_went_wrong: 400,
  /** Register, reset and change password: the password is on the shipped list of common ones. */
  common_password: 400,
  /** Change password: the current password sent along is not the account's. */
  wrong_current_password: 400,
  /** Verify e-mail: the link is unknown, used or expired. */
  invalid_verification_link: 400,
} as const;
export type TErrorCode = keyof typeof ERROR_STATUS;

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
