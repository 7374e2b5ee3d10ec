// `npm start`: builds the server bundle and the web app when missing or stale, then runs the
// compiled server in this same process, so a signal npm forwards reaches the server itself.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilds } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
try {
  // WEB_DIST_DIR names a build made elsewhere; then apps/web/dist is not ours to rebuild.
  ensureBuilds(root, { web: !process.env.WEB_DIST_DIR });
} catch (error) {
  process.stderr.write(`peil: ${error.message}\n`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
