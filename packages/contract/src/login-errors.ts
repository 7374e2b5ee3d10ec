// Plain values without zod, so that the login page (login.html, React only) stays small.
/**
 * Login failures answer with one of these texts as a plain-text body (spec: "the response body
 * text is the login error, default 'Wrong password'"). Unknown user and wrong password give the
 * same text, so the answer does not reveal which usernames exist.
 */
export const LOGIN_ERRORS = {
  wrongPassword: 'Wrong password',
  tooManyAttempts: 'Too many login attempts',
  /** Only after the right password: a self-registered account whose mailed link is not opened yet. */
  emailNotVerified: 'Verify your e-mail address first',
} as const;
