import { UUID_PATTERN } from '@peil/contract/respondent-rules';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SURVEY_WORDS } from '@peil/contract/locales';
import { aliasesOf, INVITATION_ANSWER_PAGE, PUBLIC_ROUTES } from '@peil/contract/routes';
import { LEGACY_ID_PATTERN } from '@peil/contract/surveys';
import type { TContentLocale } from '@peil/contract/locales';
import type { TSurveyStartResponse } from '@peil/contract/respondent';
import { SERVER_ROOT } from '../lib/server-root.js';
import { EmbedBudget, startRequestOfPage, withEmbeddedStart } from '../modules/respondent/embedded-survey-start.js';

export const WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

const SURVEY_PREFIXES = ['language-selection', ...Object.values(SURVEY_WORDS)];
const RESPONDENT_PREFIXES = new Set([...SURVEY_PREFIXES, 'remove-from-mailing', INVITATION_ANSWER_PAGE.prefix]);
// Exactly these: the staff app loads any other spelling (/Login, /login/) and hands over to them.
const LOGIN_PATHS: readonly string[] = aliasesOf(PUBLIC_ROUTES.login);

/**
 * Whether a request's path is one of the respondent app's pages (survey.html). Asked of every
 * request (security-headers.ts), so it reads the first segment without splitting the address.
 */
export function isRespondentPagePath(url: string): boolean {
  const end = url.slice(1).search(/[/?#]/);
  return RESPONDENT_PREFIXES.has(end === -1 ? url.slice(1) : url.slice(1, end + 1));
}

/** The uuid of the survey an old id of the previous system leads to, if any. */
export type FindLegacyTarget = (oldId: string) => Promise<string | null>;
/** What respondent_start answers for the survey and locale; it throws when there is no such survey. */
export type FindSurveyStart = (id: string, locale: TContentLocale) => Promise<TSurveyStartResponse>;

/**
 * Serves the built web apps: the respondent entry (survey.html) for respondent paths, the staff
 * login (login.html) for /login, the staff app (index.html) for every other path that is not the
 * API, so client-side routes survive a reload. A survey link with an old id of the previous
 * system (/vragenlijst/4711) is redirected to the language selection of the survey it now leads
 * to (spec §9).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir = WEB_DIST,
  {
    findLegacyTarget,
    findSurveyStart,
  }: { findLegacyTarget?: FindLegacyTarget; findSurveyStart?: FindSurveyStart } = {},
): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  const respondentPage = path.join(distDir, 'survey.html');
  const respondentHtml = fs.existsSync(respondentPage) ? fs.readFileSync(respondentPage, 'utf8') : null;
  const embedBudget = new EmbedBudget();
  /** The respondent page with its survey's start data put in, so its first screen needs no API call. */
  const respondentPageWithStart = async (url: string, address: string, acceptLanguage: string | undefined) => {
    const wanted = respondentHtml && findSurveyStart ? startRequestOfPage(url, acceptLanguage) : null;
    if (!wanted || !embedBudget.tryTake(address)) return null;
    const start = await findSurveyStart!(wanted.id, wanted.locale).catch(() => null);
    return start && withEmbeddedStart(respondentHtml!, { ...wanted, start });
  };
  // serve: false — only reply.sendFile; the one route below decides what each path gets.
  // preCompressed: the build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  app.get(
    '/*',
    { config: { access: 'public', withoutSession: true }, schema: { hide: true } },
    async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ error: { code: 'not_found', message: `No route ${request.method} ${pathname}` } });
      }
      const assetPath = path.join(distDir, pathname);
      if (assetPath.startsWith(distDir + path.sep) && fs.existsSync(assetPath) && fs.statSync(assetPath).isFile()) {
        const cacheForever = pathname.startsWith('/assets/');
        return reply.sendFile(pathname.slice(1), {
          maxAge: cacheForever ? 31_536_000_000 : 0,
          immutable: cacheForever,
        });
      }
      const [, firstSegment = '', id, ...rest] = pathname.split('/');
      if (findLegacyTarget && SURVEY_PREFIXES.includes(firstSegment) && id && !UUID_PATTERN.test(id)) {
        // Old ids are plain letters and digits: anything else (or %-escaped) is not looked up.
        const uuid = LEGACY_ID_PATTERN.test(id) ? await findLegacyTarget(id) : null;
        if (uuid) {
          const preview = rest[0] === 'preview' ? '/preview' : '';
          const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          return reply.redirect(`/language-selection/${uuid}${preview}${query}`, 301);
        }
      }
      const isRespondentPage = isRespondentPagePath(pathname);
      const withStart = isRespondentPage
        ? await respondentPageWithStart(request.url, request.ip, request.headers['accept-language'])
        : null;
      reply.header('cache-control', 'no-cache');
      if (withStart) return reply.type('text/html; charset=utf-8').send(withStart);
      // Never index.html for /login: the staff app would hand over to /login again, for ever.
      const page = isRespondentPage ? 'survey.html' : LOGIN_PATHS.includes(pathname) ? 'login.html' : 'index.html';
      return reply.sendFile(page, { cacheControl: false });
    },
  );
  return true;
}
