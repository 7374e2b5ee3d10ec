// `node scripts/run-built.mjs ENTRY ARGS…`: runs an operations command (apps/server/dist/ENTRY.js)
// compiled, building the server bundle first when it is missing or stale, as `npm start` does.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilds } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [entry] = process.argv.splice(2, 1);
try {
  ensureBuilds(root, { web: false });
} catch (error) {
  process.stderr.write(`peil: ${error.message}\n`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist', `${entry}.js`)).href);
