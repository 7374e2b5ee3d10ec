import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SURVEY_WORDS } from '@peil/contract/locales';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const RESPONDENT_PREFIXES = ['language-selection', 'remove-from-mailing', ...Object.values(SURVEY_WORDS)];

/**
 * Serves the built web apps: the respondent entry (survey.html) for respondent paths, the
 * staff app (index.html) for every other path that is not the API, so client-side routes
 * survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  // serve: false — only reply.sendFile; the one route below decides what each path gets.
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route ${request.method} ${pathname}` } });
    }
    const assetPath = path.join(distDir, pathname);
    if (assetPath.startsWith(distDir + path.sep) && fs.existsSync(assetPath) && fs.statSync(assetPath).isFile()) {
      const cacheForever = pathname.startsWith('/assets/');
      return reply.sendFile(pathname.slice(1), { maxAge: cacheForever ? 31_536_000_000 : 0, immutable: cacheForever });
    }
    const firstSegment = pathname.split('/')[1] ?? '';
    const entry = RESPONDENT_PREFIXES.includes(firstSegment) ? 'survey.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(entry, { maxAge: 0 });
  });
  return true;
}
