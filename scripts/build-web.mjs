// `npm run build -w apps/web`: builds apps/web/dist into a new folder and swaps it in whole, so a
// server serving it meanwhile never loses a file. With arguments (`-- --outDir DIR`) it is a
// plain vite build, for a WEB_DIST_DIR of its own.
import path from 'node:path';
import { buildWeb, runVite } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
try {
  if (args.length === 0) buildWeb(root);
  else runVite(root, ['build', ...args]);
} catch (error) {
  process.stderr.write(`peil: ${error.message}\n`);
  process.exitCode = 1;
}
