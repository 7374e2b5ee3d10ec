// Bundles the server into dist/ as plain JavaScript, so that `npm start` runs it with node and
// no TypeScript loader. Run with `npm run build -w apps/server`; `npm start` runs it when the
// bundle is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.resolve(root, process.argv[2] ?? 'dist');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

const result = await build({
  absWorkingDir: root,
  // Each entry is a standalone bundle: the server, the worker threads it starts beside itself
  // (found as ./export-worker.js and ./pglite-worker.js next to server.js) and the operations
  // commands a production install runs without the build tools.
  entryPoints: {
    server: 'src/server.ts',
    'export-worker': 'src/modules/exports/export-worker.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'backup-cli': 'src/db/backup-cli.ts',
    'reset-admin': 'src/db/reset-admin-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // npm packages stay in node_modules: native addons (argon2, resvg), PGlite's wasm, pdfkit's
  // and the fonts' data files are found beside their own code. Only the workspace packages,
  // which are TypeScript, are compiled into the bundle.
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@peil/')),
  write: false,
  logLevel: 'warning',
});

// Written beside and renamed over, so that a process starting meanwhile never reads half a file.
fs.mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const draft = `${file.path}.tmp-${process.pid}`;
  fs.writeFileSync(draft, file.contents);
  fs.renameSync(draft, file.path);
}
