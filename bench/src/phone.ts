import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { bootstrapDatabase } from '../../apps/server/src/db/bootstrap.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { printFigure, printHeading } from './report.js';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
// DevTools' "Fast 3G" and a mid-range phone's CPU, as the issue measured them.
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;
const PLAIN_PAGE = '<!doctype html><html lang="en"><title>Plain</title><p>Plain page</p></html>';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * What a patient feels on a phone: the respondent app in Chromium at 4× CPU slowdown on fast
 * 3G, each figure the median of BENCH_REPEATS cold visits, against a baseline in the same run
 * and conditions: the language page's first render against a plain HTML page, and the begin
 * page to page 1 against one round trip to the server. Needs the built web app
 * (`npm run build -w apps/web`).
 */
export async function benchPhone(): Promise<void> {
  printHeading(`Phone (${CPU_SLOWDOWN}x CPU slowdown, fast 3G, median of ${REPEATS})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-phone-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await bootstrapDatabase(
    database,
    { adminPassword: 'bench-password', seedDemoData: true },
    () => {},
    () => {},
    { respondents: 100 },
  );
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }), database, serveWebApp: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const plain = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PLAIN_PAGE);
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const origin = (server: http.Server) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const [survey] = await database.raw<{ uuid: string }>(
    `select s.uuid from surveys s join survey_translations t on t.survey_id = s.id and t.locale = 'nl'
     where s.status = 1 order by s.id limit 1`,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const plainRender: number[] = [];
    const languageRender: number[] = [];
    const beginToPage1: number[] = [];
    const roundTrip: number[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      plainRender.push(await timeToVisible(browser, origin(plain), (page) => page.getByText('Plain page')));
      const languageUrl = `${origin(app.server)}/language-selection/${survey!.uuid}`;
      languageRender.push(await timeToVisible(browser, languageUrl, (page) => page.getByLabel('Nederlands')));
      const flow = await timeBeginToPage1(browser, languageUrl);
      beginToPage1.push(flow.beginToPage1);
      roundTrip.push(flow.roundTrip);
    }
    printFigure('language page, first render', median(languageRender), 'ms', {
      name: 'plain HTML page',
      value: median(plainRender),
    });
    printFigure('begin page to page 1', median(beginToPage1), 'ms', {
      name: 'one round trip',
      value: median(roundTrip),
    });
  } finally {
    await browser.close();
    plain.close();
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** From the start of a cold navigation until `target` shows, in a fresh context. */
async function timeToVisible(
  browser: Browser,
  url: string,
  target: (page: Page) => ReturnType<Page['getByText']>,
): Promise<number> {
  const page = await throttledPage(browser);
  try {
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await target(page).waitFor({ state: 'visible', timeout: 60_000 });
    return performance.now() - started;
  } finally {
    await page.context().close();
  }
}

/** The Next click on the begin page until page 1's first question shows; and one fetch of /status. */
async function timeBeginToPage1(
  browser: Browser,
  languageUrl: string,
): Promise<{ beginToPage1: number; roundTrip: number }> {
  const page = await throttledPage(browser);
  try {
    await page.goto(languageUrl);
    await page.getByLabel('Nederlands').check();
    await page.getByRole('button', { name: 'Start' }).click();
    const next = page.getByRole('button', { name: 'Volgende' });
    await next.waitFor({ state: 'visible', timeout: 60_000 });
    // The click asks for the token (spec §4), but page 1 does not wait for it.
    const started = performance.now();
    await next.click();
    await page.getByRole('link', { name: 'Vraag 1' }).waitFor({ state: 'visible', timeout: 60_000 });
    const beginToPage1 = performance.now() - started;
    const roundTrip = await page.evaluate(async () => {
      const sent = performance.now();
      await fetch('/status', { cache: 'no-store' });
      return performance.now() - sent;
    });
    return { beginToPage1, roundTrip };
  } finally {
    await page.context().close();
  }
}
