import type { Plugin, Rolldown } from 'vite';
import { STAFF_APP_FILES_META } from '../src/login/prefetch-staff-app';

/** The UI kit and what it brings: MUI, its styling engine and its helpers. */
const UI_KIT = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics)[\\/]/;

/** Every module the given ones import statically, directly or not, themselves included. */
function staticClosure(context: Rolldown.PluginContext, from: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    const info = context.getModuleInfo(id);
    if (!info) throw new Error(`${id} is not a module of the build`);
    queue.push(...info.importedIds);
  }
  return found;
}

/** The two chunks the shell and the dashboard load after the entry (the groups below). */
const FIRST_SCREEN_CHUNKS = ['kit', 'first-screen'];
/** The build's inputs (vite.config.ts) of the staff app and of its login page. */
const STAFF_ENTRY = 'staff';
const LOGIN_ENTRY = 'login';

type TChunk = { fileName: string; imports: string[] };

/** An entry chunk's file and the files of every chunk it imports statically. */
function staticFiles(chunks: TChunk[], entry: TChunk | undefined): Set<string> {
  const files = new Set<string>();
  const queue = entry ? [entry.fileName] : [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(chunks.find((chunk) => chunk.fileName === file)?.imports ?? []));
  }
  return files;
}

/**
 * Chunks for the staff app's first screen. Left to itself the bundler cuts the code into a chunk
 * per set of pages that share it: 77 files for the dashboard after login, most under 1 KB. Over
 * HTTP/1.1 a phone fetches six at a time, a round trip each, so the dashboard's largest text
 * waited on the number of requests more than on the bytes.
 *
 * So React is one chunk for the three apps; the kit's modules the staff entry loads are one
 * chunk; and what the shell and the dashboard load after the entry is two more, the kit's part
 * and our own. What only other pages use stays with those pages, and nothing moves into the
 * login or the respondent app. index.html asks for the last two at once; login.html names the
 * staff app's files for the login page to prefetch.
 */
export function firstScreenChunks(firstScreenModules: string[]) {
  const firstScreen = new Set<string>();
  let base = '/';
  const plugin: Plugin = {
    name: 'peil-first-screen-chunks',
    configResolved(config) {
      base = config.base;
    },
    // Every module is parsed by now; chunks are cut after this.
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const loadedByEntries = staticClosure(this, entries);
      for (const id of staticClosure(this, firstScreenModules)) if (!loadedByEntries.has(id)) firstScreen.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk');
        // With the small chunks the pages' import() opens, which re-export from first-screen.
        const lazyFiles = chunks
          .filter(
            (chunk) =>
              FIRST_SCREEN_CHUNKS.includes(chunk.name) ||
              (chunk.facadeModuleId !== null && firstScreenModules.includes(chunk.facadeModuleId)),
          )
          .map((chunk) => chunk.fileName);
        const modulePreload = (file: string) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        });
        // The staff app's page asks for them at once, beside its entry, instead of once the entry
        // has run: every page behind the login shows the shell, and the dashboard comes first.
        if (context.filename.endsWith('/index.html')) return lazyFiles.map(modulePreload);
        // Named for the login page, which has the browser fetch them once it is idle, while the
        // user types a password: logging in then opens the dashboard from the cache.
        if (context.filename.endsWith('/login.html')) {
          const entryFiles = (name: string) =>
            staticFiles(
              chunks,
              chunks.find((chunk) => chunk.isEntry && chunk.name === name),
            );
          const loginFiles = entryFiles(LOGIN_ENTRY);
          const staffFiles = [...entryFiles(STAFF_ENTRY), ...lazyFiles].filter((file) => !loginFiles.has(file));
          return [
            {
              tag: 'meta',
              attrs: { name: STAFF_APP_FILES_META, content: staffFiles.map((file) => `${base}${file}`).join(' ') },
              injectTo: 'head' as const,
            },
          ];
        }
        return [];
      },
    },
  };
  const groups = [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
    { name: 'kit-start', test: UI_KIT, tags: ['$initial' as const], priority: 2 },
    { name: 'kit', test: (id: string) => UI_KIT.test(id) && firstScreen.has(id), priority: 1 },
    // Its own modules only: what it imports from the entry's chunks stays there. A first-screen
    // module imports only modules the entry loads or modules of these two chunks, so no cycle.
    {
      name: 'first-screen',
      test: (id: string) => firstScreen.has(id),
      includeDependenciesRecursively: false,
      priority: 0,
    },
  ];
  return { plugin, groups };
}
