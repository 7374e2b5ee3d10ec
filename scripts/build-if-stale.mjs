// What `npm start` builds before it runs the server: each build only when its output is missing
// or older than its sources, so a production install (`npm ci --omit=dev` after a build) starts
// without the build tools, and a second start never rebuilds under a running server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.tmp']);

/** The newest modification time of the files under the given paths, in milliseconds. */
export function newestSource(paths) {
  let newest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) if (!SKIPPED.has(name)) visit(path.join(entry, name));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

/** True when `output` (a file, or a directory's index.html) is missing or older than a source. */
export function isStale(output, sources) {
  let built;
  try {
    built = fs.statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return newestSource(sources) > built;
}

/**
 * Builds a directory into a new folder beside it and swaps that in whole, so that a server
 * serving `target` meanwhile never finds it half-written or empty. Assets of the build it
 * replaces are kept: a page loaded before the swap still finds its chunks (they have hashed
 * names, so they never collide).
 */
export function buildSwapped(target, buildInto) {
  const work = path.join(path.dirname(target), '.tmp', `build-${process.pid}-${Date.now()}`);
  const fresh = path.join(work, 'dist');
  const retired = path.join(work, 'retired');
  removeAbandonedBuilds(path.dirname(work));
  fs.mkdirSync(work, { recursive: true });
  try {
    buildInto(fresh);
    copyMissing(path.join(target, 'assets'), path.join(fresh, 'assets'));
    // The moment between these two renames is the only one without a build in place.
    if (fs.existsSync(target)) fs.renameSync(target, retired);
    fs.renameSync(fresh, target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Work folders of builds whose process was killed. */
function removeAbandonedBuilds(folder) {
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) {
    const pid = Number(/^build-(\d+)-/.exec(name)?.[1]);
    if (pid && !isRunning(pid)) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function copyMissing(from, to) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    const source = path.join(from, name);
    const destination = path.join(to, name);
    if (fs.statSync(source).isDirectory()) copyMissing(source, destination);
    else if (!fs.existsSync(destination)) fs.copyFileSync(source, destination);
  }
}

/** The package.json of a build tool the workspace declares, or an error that says what to do. */
function findTool(workspace, tool, what) {
  try {
    return createRequire(path.join(workspace, 'package.json')).resolve(`${tool}/package.json`);
  } catch {
    throw new Error(
      `${what} is missing or older than its sources, and ${tool} is not installed ` +
        '(a production install has no dev dependencies): run `npm install`, then `npm start` or `npm run build`.',
    );
  }
}

function runNode(workspace, script, args, what) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd: workspace, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`Building ${what} failed.`);
}

export function ensureBuilds(root, { web = true } = {}) {
  const shared = ['packages/contract/src', 'packages/scoring/src', 'packages/contract/package.json'].map((p) =>
    path.join(root, p),
  );
  const server = path.join(root, 'apps/server');
  const serverSources = [
    path.join(server, 'src'),
    path.join(server, 'build.mjs'),
    path.join(server, 'package.json'),
    ...shared,
  ];
  if (isStale(path.join(server, 'dist/server.js'), serverSources)) {
    console.log('peil: building the server (apps/server/dist)');
    const what = 'the server (apps/server/dist)';
    findTool(server, 'esbuild', what);
    runNode(server, path.join(server, 'build.mjs'), [], what);
  }
  if (!web) return;
  const webRoot = path.join(root, 'apps/web');
  const webSources = [
    ...['src', 'build', 'public', 'index.html', 'survey.html', 'vite.config.ts', 'package.json'].map((p) =>
      path.join(webRoot, p),
    ),
    ...shared,
  ];
  const target = path.join(webRoot, 'dist');
  if (isStale(path.join(target, 'index.html'), webSources)) {
    console.log('peil: building the web app (apps/web/dist)');
    const what = 'the web app (apps/web/dist)';
    const manifest = findTool(webRoot, 'vite', what);
    const vite = path.resolve(path.dirname(manifest), JSON.parse(fs.readFileSync(manifest, 'utf8')).bin.vite);
    buildSwapped(target, (into) => runNode(webRoot, vite, ['build', '--outDir', into, '--emptyOutDir'], what));
  }
}
