import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests whose Origin is another site. Browsers send Origin on
 * cross-site POSTs, so with the SameSite=Lax cookie this closes cross-site request forgery;
 * tools that send no Origin (curl, the load tests) are not browsers and carry no cookie of a victim.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || origin === 'null') return;
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (sameHost || allowed.has(origin)) return;
    return reply.status(403).send({ error: { code: 'forbidden', message: 'Cross-site request refused.' } });
  });
}
