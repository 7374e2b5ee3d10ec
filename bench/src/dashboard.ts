import crypto from 'node:crypto';
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
const CPU_SLOWDOWN = 4;
const TARGET_MS = 500;
const ADMIN_PASSWORD = 'bench-password';
const RESULTS_PATH = '/api/v1/survey/get_survey_results/';
const VIEWPORT = { width: 1280, height: 800 };
// Set by the survey's dashboard at its first render (FIRST_RENDER_MARK in survey-dashboard.tsx).
const FIRST_RENDER_MARK = 'peil:survey-dashboard-render';

/**
 * Records when a card's body was last drawn: a chart sets data-drawn="true" once drawn, and a
 * table of open answers replaces its placeholder. Runs before the page's own scripts.
 */
const RECORD_DRAWN = `
  window.__lastDrawnAt = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target.getAttribute('data-drawn') === 'true') {
        window.__lastDrawnAt = performance.now();
      }
      for (const node of record.addedNodes) {
        if (node.nodeType === 1 && node.matches('[data-testid=open-answers]')) window.__lastDrawnAt = performance.now();
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-drawn'] });
`;

/**
 * The baseline: the same scroll through as many boxes of the same heights, each "drawn" (its
 * data-drawn set) when it comes within 200 px of the screen, after fetching its data as the
 * dashboard does. What is left of the figure above it is the dashboard's own work.
 */
function plainPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain cards</title></head><body>
<main id="grid"></main><script>
fetch('${RESULTS_PATH}plain').then((response) => response.json()).then((heights) => {
  const grid = document.getElementById('grid');
  for (const height of heights) {
    const card = document.createElement('section');
    card.dataset.testid = 'result-card';
    card.innerHTML = '<h3>Question</h3><div data-testid="result-chart" data-drawn="false" style="height:' + height + 'px"></div>';
    grid.append(card);
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        entry.target.dataset.drawn = 'true';
        observer.unobserve(entry.target);
      }
    }
  }, { rootMargin: '200px' });
  for (const chart of document.querySelectorAll('[data-testid=result-chart]')) observer.observe(chart);
});
</script></body></html>`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type TDrawing = { ms: number; cards: number; charts: number; heights: number[]; isDataFirst: boolean };

/**
 * `npm run bench -- dashboard` (after `npm run build -w apps/web`): the staff dashboard of the
 * demo's first survey in Chromium at 4× CPU slowdown, from the moment the results response has
 * arrived until every card's body (chart, or table of open answers) is drawn, scrolling to each
 * body not yet drawn as soon as the previous one is. The app asks for the results at start-up,
 * beside its code, so they are often in before the dashboard can draw them: then the figure
 * starts at the dashboard's first render (which builds every card), not at the response, and
 * leaves out the app's own start (which the Lighthouse bench measures). Each figure is the median of BENCH_REPEATS cold visits (a fresh browser
 * context each), interleaved with the same scroll through a plain page of as many boxes.
 */
export async function benchDashboard(): Promise<void> {
  printHeading(`Dashboard, data in hand until all cards drawn (${CPU_SLOWDOWN}x CPU slowdown, median of ${REPEATS})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-dashboard-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await bootstrapDatabase(
    database,
    { adminPassword: ADMIN_PASSWORD, seedDemoData: true },
    () => {},
    () => {},
  );
  // WEB_DIST_DIR: another build of the web app, to compare two builds on the same machine.
  const webDist = process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {};
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', ...webDist }),
    database,
    serveWebApp: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let plainHeights: number[] = [];
  const plain = http.createServer((request, response) => {
    if (request.url?.startsWith(RESULTS_PATH)) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(plainHeights));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(plainPage());
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const origin = (server: http.Server) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const cookie = await logIn(origin(app.server));
    const dashboard: TDrawing[] = [];
    const baseline: TDrawing[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const drawing = await drawAll(browser, `${origin(app.server)}/dashboard`, cookie);
      dashboard.push(drawing);
      plainHeights = drawing.heights;
      baseline.push(await drawAll(browser, `${origin(plain)}/`));
    }
    const last = dashboard[dashboard.length - 1]!;
    const dataFirst = dashboard.filter((run) => run.isDataFirst).length;
    console.log(`  ${last.cards} cards, ${last.charts} charts, ${VIEWPORT.width}x${VIEWPORT.height}`);
    console.log(`  results in before the dashboard's first render in ${dataFirst} of ${dashboard.length} visits`);
    printFigure(
      `dashboard, data in hand until all cards drawn (target ≤ ${TARGET_MS} ms)`,
      median(dashboard.map((run) => run.ms)),
      'ms',
      { name: 'plain page of as many boxes', value: median(baseline.map((run) => run.ms)) },
    );
  } finally {
    await browser.close();
    plain.close();
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Logs the demo's superadmin in as the login page does (password prehashed with SHA-256). */
async function logIn(base: string): Promise<string> {
  const password = crypto.createHash('sha256').update(ADMIN_PASSWORD).digest('hex');
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const session = /peil_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !session) throw new Error(`login failed: ${response.status}`);
  return session;
}

async function drawAll(browser: Browser, url: string, session?: string): Promise<TDrawing> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (session) await context.addCookies([{ name: 'peil_session', value: session, url }]);
  await context.addInitScript(RECORD_DRAWN);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    return await scrollUntilDrawn(page);
  } finally {
    await context.close();
  }
}

/**
 * In the page: each frame, scrolls to the first card body not yet drawn (a chart, or a table of
 * open answers still a placeholder), until the results have arrived, cards are shown, no
 * placeholder is left in the grid and every body is drawn. The figure runs from the end of the
 * results response, or the dashboard's first render if that came later, to the last body's
 * drawing. The plain page has no such mark: its figure starts at the response.
 */
async function scrollUntilDrawn(page: Page): Promise<TDrawing> {
  // A string, not a function: tsx would wrap a function's inner arrows in a helper the page lacks.
  return page.evaluate(`(async () => {
    const started = performance.now();
    while (performance.now() - started < 120000) {
      const response = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('${RESULTS_PATH}')).at(-1);
      const cards = document.querySelectorAll('[data-testid=result-card]').length;
      const charts = [...document.querySelectorAll('[data-testid=result-chart]')];
      const placeholders = document.querySelectorAll('[data-testid=card-skeleton]').length;
      const waiting = charts.find((chart) => chart.dataset.drawn !== 'true')
        ?? document.querySelector('[data-testid=open-answers-placeholder]');
      if (response && cards > 0 && placeholders === 0 && !waiting) {
        const firstRender = performance.getEntriesByName('${FIRST_RENDER_MARK}')[0]?.startTime ?? 0;
        return {
          ms: window.__lastDrawnAt - Math.max(response.responseEnd, firstRender),
          isDataFirst: response.responseEnd < firstRender,
          cards,
          charts: charts.length,
          heights: charts.map((chart) => chart.getBoundingClientRect().height),
        };
      }
      waiting?.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    throw new Error('the cards were not all drawn within two minutes');
  })()`);
}
