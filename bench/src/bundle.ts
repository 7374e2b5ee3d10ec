import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { printFigure, printHeading } from './report.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const RESPONDENT_BUDGET_KB = 100;

/**
 * What a respondent's phone downloads on the first load of a survey page: every script,
 * preloaded chunk and stylesheet that survey.html names, plus the chunks they import
 * statically, gzipped. Measured on the build in apps/web/dist (`npm run build` first).
 */
export async function benchBundle(): Promise<void> {
  printHeading('Respondent first load (apps/web/dist, gzip)');
  if (!fs.existsSync(path.join(dist, 'survey.html'))) {
    console.log('skipped: build the web apps first (npm run build)');
    return;
  }
  const html = fs.readFileSync(path.join(dist, 'survey.html'), 'utf8');
  const files = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
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
  let total = 0;
  for (const file of files) {
    const gzipped = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
    total += gzipped;
    console.log(`  ${file}: ${(gzipped / 1024).toFixed(1)} KB`);
  }
  printFigure('survey page first load', total / 1024, 'KB gzip', { name: 'budget', value: RESPONDENT_BUDGET_KB });
}
