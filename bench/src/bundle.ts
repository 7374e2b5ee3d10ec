import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printFigure, printHeading } from './report.js';

// WEB_DIST_DIR: another build, to compare two builds.
const dist =
  process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** The build's manifest: for every source module, its chunk and the chunks it imports. */
type TManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The staff app's language for a browser without a stored choice. */
const STAFF_DICTIONARY = 'src/i18n/en.ts';

/**
 * Budgets of issue 13: what the browser receives on the first load of each entry. `modules` are
 * the manifest keys the entry loads before its first useful screen: the HTML and, for a staff
 * page, the dictionary of its language, the lazy routes it opens and the chunks those render.
 */
const ENTRIES = [
  { name: 'respondent survey page first load', budgetKb: 90, html: 'survey.html', modules: ['survey.html'] },
  {
    name: 'staff login first load',
    budgetKb: 120,
    html: 'login.html',
    modules: ['login.html', STAFF_DICTIONARY],
  },
  {
    name: 'dashboard first load',
    budgetKb: 250,
    html: 'index.html',
    modules: [
      'index.html',
      STAFF_DICTIONARY,
      'src/features/shell/components/app-shell.tsx',
      'src/features/dashboard/pages/dashboard-page.tsx',
      'src/features/dashboard/i18n/en.ts',
      'src/features/exports/i18n/dictionaries.ts',
    ],
  },
] as const;

/**
 * What a browser downloads on the first load of an entry: the HTML and every chunk and
 * stylesheet of its modules with the chunks those import statically, each as the server sends
 * it to a browser that accepts brotli (the build's .br file where there is one). Measured on
 * the build in apps/web/dist (`npm run build` first).
 */
export async function benchBundle(): Promise<void> {
  printHeading(`First load as transferred (${dist}, brotli)`);
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.log('skipped: build the web apps first (npm run build)');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as TManifest;
  for (const entry of ENTRIES) {
    const files = firstLoadFiles(manifest, entry.modules);
    let total = transferredBytes(entry.html);
    for (const file of files) total += transferredBytes(file);
    console.log(`  ${entry.html}: ${files.size + 1} files, ${total} B`);
    printFigure(entry.name, total / 1024, 'KB', { name: 'budget', value: entry.budgetKb });
  }
}

function firstLoadFiles(manifest: TManifest, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...modules];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    // Static imports only: lazy chunks (import()) are not part of the first load.
    queue.push(...(chunk.imports ?? []));
  }
  for (const html of ENTRIES.map((entry) => entry.html)) files.delete(html);
  return files;
}

function transferredBytes(file: string): number {
  const brotli = path.join(dist, `${file}.br`);
  return fs.statSync(fs.existsSync(brotli) ? brotli : path.join(dist, file)).size;
}
