// What `npm start` builds before it runs the server: each build only when its output is missing
// or older than its sources, so a production install (`npm ci --omit=dev` after a build) starts
// without the build tools, and a second start never rebuilds under a running server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.builds']);

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
 * Builds a directory into a new folder and swaps it in whole, so that a server serving `target`
 * meanwhile never finds it half-written or missing: `target` is a symbolic link to the current
 * build in `.builds/`, replaced by rename(2), which is atomic. Assets of the build it replaces
 * are copied into the new one, so a page loaded before the swap still finds its chunks (they
 * have hashed names and never collide); the previous build is kept until the next swap.
 */
export function buildSwapped(target, buildInto) {
  const builds = path.join(path.dirname(target), '.builds');
  const id = `${Date.now()}-${process.pid}`;
  // Named dist like any build output, so git, eslint and prettier leave it alone.
  const fresh = path.join(builds, id, 'dist');
  fs.mkdirSync(fresh, { recursive: true });
  try {
    buildInto(fresh);
    copyMissing(path.join(target, 'assets'), path.join(fresh, 'assets'));
  } catch (error) {
    fs.rmSync(path.join(builds, id), { recursive: true, force: true });
    throw error;
  }
  let previous = currentBuild(target);
  if (previous === undefined && fs.existsSync(target)) {
    // A build made in place by an older version: moved aside once, the only swap with a gap.
    previous = path.join(builds, `${id}-before`, 'dist');
    fs.mkdirSync(path.dirname(previous), { recursive: true });
    fs.renameSync(target, previous);
  }
  const link = `${target}.link-${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(target), fresh), link);
  fs.renameSync(link, target);
  removeOldBuilds(builds, [fresh, previous]);
}

/** The build folder `target` links to, or undefined when it is no link. */
function currentBuild(target) {
  try {
    return path.resolve(path.dirname(target), fs.readlinkSync(target));
  } catch {
    return undefined;
  }
}

/** Removes builds other than those kept, except ones a running process may still be writing. */
function removeOldBuilds(builds, kept) {
  const keptFolders = new Set(kept.filter(Boolean).map((dist) => path.dirname(dist)));
  for (const name of fs.readdirSync(builds)) {
    const folder = path.join(builds, name);
    if (keptFolders.has(folder)) continue;
    const pid = Number(/^\d+-(\d+)/.exec(name)?.[1]);
    if (pid && pid !== process.pid && isRunning(pid)) continue;
    fs.rmSync(folder, { recursive: true, force: true });
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
    // On stderr: the output of a command run through run-built.mjs stays its own.
    console.error('peil: building the server (apps/server/dist)');
    const what = 'the server (apps/server/dist)';
    findTool(server, 'esbuild', what);
    runNode(server, path.join(server, 'build.mjs'), [], what);
  }
  if (!web) return;
  const webRoot = path.join(root, 'apps/web');
  const webSources = [
    ...['src', 'build', 'public', 'index.html', 'login.html', 'survey.html', 'vite.config.ts', 'package.json'].map(
      (p) => path.join(webRoot, p),
    ),
    ...shared,
  ];
  // A build from before the login page lacks login.html, and /login would get the staff app.
  if (
    isStale(path.join(webRoot, 'dist/index.html'), webSources) ||
    !fs.existsSync(path.join(webRoot, 'dist/login.html'))
  ) {
    console.error('peil: building the web app (apps/web/dist)');
    buildWeb(root);
  }
}

/** Builds apps/web/dist with vite and swaps it in whole. */
export function buildWeb(root) {
  buildSwapped(path.join(root, 'apps/web/dist'), (into) => runVite(root, ['build', '--outDir', into, '--emptyOutDir']));
}

export function runVite(root, args) {
  const webRoot = path.join(root, 'apps/web');
  const what = 'the web app (apps/web/dist)';
  const manifest = findTool(webRoot, 'vite', what);
  const vite = path.resolve(path.dirname(manifest), JSON.parse(fs.readFileSync(manifest, 'utf8')).bin.vite);
  runNode(webRoot, vite, args, what);
}
