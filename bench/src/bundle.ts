import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printFigure, printHeading } from './report.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** Budgets of issue 13: what the browser receives on the first load of each entry. */
const ENTRIES = [
  { html: 'survey.html', name: 'respondent survey page first load', budgetKb: 90 },
  { html: 'index.html', name: 'staff login first load', budgetKb: 120 },
] as const;

/**
 * What a browser downloads on the first load of an entry: the HTML and every script,
 * preloaded chunk and stylesheet it names, plus the chunks those import statically, each as the
 * server sends it to a browser that accepts brotli (the build's .br file where there is one).
 * Measured on the build in apps/web/dist (`npm run build` first).
 */
export async function benchBundle(): Promise<void> {
  printHeading('First load as transferred (apps/web/dist, brotli)');
  for (const entry of ENTRIES) {
    if (!fs.existsSync(path.join(dist, entry.html))) {
      console.log('skipped: build the web apps first (npm run build)');
      return;
    }
    const files = firstLoadFiles(entry.html);
    let total = 0;
    for (const file of files) total += transferredBytes(file);
    console.log(`  ${entry.html}: ${files.length} files`);
    printFigure(entry.name, total / 1024, 'KB', { name: 'budget', value: entry.budgetKb });
  }
}

function firstLoadFiles(html: string): string[] {
  const markup = fs.readFileSync(path.join(dist, html), 'utf8');
  const files = new Set<string>([html]);
  const queue = [...markup.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports only: lazy chunks (import()) are not part of the first load.
    for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g)) {
      queue.push(`assets/${match[1]}`);
    }
  }
  return [...files];
}

function transferredBytes(file: string): number {
  const brotli = path.join(dist, `${file}.br`);
  return fs.statSync(fs.existsSync(brotli) ? brotli : path.join(dist, file)).size;
}
