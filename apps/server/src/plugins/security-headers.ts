import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { unauthenticated } from '../lib/errors.js';
import { findSessionUser, SESSION_COOKIE } from '../modules/auth/session-store.js';
import { isRespondentPagePath } from './web-app.js';

/**
 * The policy of every response, pages, assets, API answers, errors and 404s alike.
 * Scripts only from Peil itself, never inline, so injected markup cannot run. Styles allow
 * 'unsafe-inline' because MUI's emotion writes its CSS into <style> elements at run time.
 * Logos are data: URLs; downloads and previews use blob: URLs.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The respondent's pages also load images from any https address: an option whose text holds a
 * web address shows that image (spec §3), which a survey's author may keep anywhere. The image
 * is asked for without a referrer (question-field.tsx), so its host learns no survey address.
 */
const RESPONDENT_PAGE_POLICY = { ...CONTENT_SECURITY_POLICY, imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, 'https:'] };

/**
 * Helmet's headers on every response. The middleware is built once: @fastify/helmet built it
 * anew for every request, parsing the policy again each time (a few per cent of a page save's CPU).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const isHttps = config.publicUrl.startsWith('https:');
  const headersWith = (policy: typeof CONTENT_SECURITY_POLICY) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...policy, ...(isHttps ? { upgradeInsecureRequests: [] } : {}) },
      },
      frameguard: { action: 'deny' },
      // Not no-referrer: with it browsers send "Origin: null" on same-origin POSTs, which the
      // Origin check would refuse.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only behind HTTPS: over plain HTTP the header would lock a test or intranet host out.
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  const everyOtherHeaders = headersWith(CONTENT_SECURITY_POLICY);
  const respondentPageHeaders = headersWith(RESPONDENT_PAGE_POLICY);
  // Helmet sets the headers synchronously; an error in it is a bug, thrown rather than passed on.
  const done = (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('setting the security headers failed');
  };
  app.addHook('onRequest', (request, reply, next) => {
    const setHeaders = isRespondentPagePath(request.url) ? respondentPageHeaders : everyOtherHeaders;
    setHeaders(request.raw, reply.raw, done);
    next();
  });
}

/** The API documentation shows every endpoint and schema: for signed-in staff only. */
export function requireStaffSession(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await findSessionUser(db, token) : null;
    if (!user) throw unauthenticated();
  };
}
