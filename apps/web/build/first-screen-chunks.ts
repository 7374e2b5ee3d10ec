import type { Plugin, Rolldown } from 'vite';

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

/**
 * Chunks for the staff app's first screen. Left to itself the bundler cuts the code into a chunk
 * per set of pages that share it: 77 files for the dashboard after login, most under 1 KB. Over
 * HTTP/1.1 a phone fetches six at a time, a round trip each, so the dashboard's largest text
 * waited on the number of requests more than on the bytes.
 *
 * So React is one chunk for the three apps; the kit's modules the staff entry loads are one
 * chunk; and what the shell and the dashboard load after the entry is two more, the kit's part
 * and our own. What only other pages use stays with those pages, and nothing moves into the
 * login or the respondent app.
 */
const FIRST_SCREEN_CHUNKS = ['kit', 'first-screen'];

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
    // The staff app's page asks for them at once, beside its entry, instead of once the entry has
    // run: every page behind the login shows the shell, and the dashboard is the first of them.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return [];
        return Object.values(context.bundle)
          .filter((output) => output.type === 'chunk' && FIRST_SCREEN_CHUNKS.includes(output.name))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
  const groups = [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
    { name: 'kit-start', test: UI_KIT, tags: ['$initial' as const], priority: 2 },
    { name: 'kit', test: (id: string) => UI_KIT.test(id) && firstScreen.has(id), priority: 1 },
    // Its own modules only: what it imports from the entry's chunks stays there. Every static import
    // of a first-screen module is either loaded by the entry or first-screen itself, so no cycle.
    {
      name: 'first-screen',
      test: (id: string) => firstScreen.has(id),
      includeDependenciesRecursively: false,
      priority: 0,
    },
  ];
  return { plugin, groups };
}
