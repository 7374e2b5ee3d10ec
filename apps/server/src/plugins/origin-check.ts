import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { SESSION_COOKIE } from '../modules/auth/session-store.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * Refuses state-changing requests whose Origin is another site. Browsers send Origin on
 * cross-site POSTs, so with the SameSite=Lax cookie this closes cross-site request forgery;
 * tools that send no Origin (curl, the load tests) are not browsers and carry no cookie of a victim.
 * "Origin: null" (a sandboxed frame, a data: page, a redirected POST) names no site: with a staff
 * session it is refused as well; a respondent's save carries no cookie and its token in the body.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (origin === 'null') {
      if (!SESSION_COOKIE_PATTERN.test(request.headers.cookie ?? '')) return;
    } else {
      const host = request.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (sameHost || allowed.has(origin)) return;
    }
    return reply.status(403).send({ error: { code: 'forbidden', message: 'Cross-site request refused.' } });
  });
}
