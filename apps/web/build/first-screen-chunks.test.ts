import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-chunks';

const MUI = '/repo/node_modules/@mui/material';
/**
 * A staff entry that loads the router and one kit module; a shell and a dashboard loaded lazily;
 * a builder page loaded lazily that shares a helper with the dashboard and has a kit component
 * of its own.
 */
const GRAPH: Record<string, { isEntry?: boolean; importedIds: string[] }> = {
  '/repo/index.html': { isEntry: true, importedIds: ['/repo/src/main.tsx'] },
  '/repo/src/main.tsx': { importedIds: ['/repo/src/router.ts', `${MUI}/CssBaseline.js`] },
  '/repo/src/router.ts': { importedIds: [] },
  [`${MUI}/CssBaseline.js`]: { importedIds: [] },
  '/repo/src/app-shell.tsx': { importedIds: [`${MUI}/AppBar.js`, '/repo/src/router.ts'] },
  [`${MUI}/AppBar.js`]: { importedIds: [`${MUI}/Paper.js`] },
  [`${MUI}/Paper.js`]: { importedIds: [] },
  '/repo/src/dashboard-page.tsx': { importedIds: ['/repo/src/format.ts', `${MUI}/Chip.js`] },
  '/repo/src/format.ts': { importedIds: [] },
  [`${MUI}/Chip.js`]: { importedIds: [] },
  '/repo/src/builder-page.tsx': { importedIds: ['/repo/src/format.ts', `${MUI}/Autocomplete.js`] },
  [`${MUI}/Autocomplete.js`]: { importedIds: [] },
};

function built() {
  const chunks = firstScreenChunks(['/repo/src/app-shell.tsx', '/repo/src/dashboard-page.tsx']);
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => GRAPH[id] ?? null,
  };
  (chunks.plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  return chunks;
}

/** The name of the group that takes a module first (highest priority), as the bundler does. */
function groupOf(chunks: ReturnType<typeof firstScreenChunks>, id: string): string | undefined {
  const isInitial = ['/repo/src/main.tsx', '/repo/src/router.ts', `${MUI}/CssBaseline.js`].includes(id);
  const matching = chunks.groups.filter((group) => {
    if (group.tags && !isInitial) return false;
    return typeof group.test === 'function' ? group.test(id) : group.test.test(id);
  });
  return matching.sort((a, b) => b.priority - a.priority)[0]?.name;
}

describe('the first screen chunks', () => {
  it("put the kit's modules of the shell and the dashboard in one chunk, but not another page's", () => {
    const chunks = built();
    expect(groupOf(chunks, `${MUI}/AppBar.js`)).toBe('kit');
    expect(groupOf(chunks, `${MUI}/Paper.js`)).toBe('kit');
    expect(groupOf(chunks, `${MUI}/Chip.js`)).toBe('kit');
    expect(groupOf(chunks, `${MUI}/CssBaseline.js`)).toBe('kit-start');
    expect(groupOf(chunks, `${MUI}/Autocomplete.js`)).toBeUndefined();
  });

  it('put our own code of the shell and the dashboard in one chunk, but not what the entry loads', () => {
    const chunks = built();
    expect(groupOf(chunks, '/repo/src/app-shell.tsx')).toBe('first-screen');
    expect(groupOf(chunks, '/repo/src/dashboard-page.tsx')).toBe('first-screen');
    expect(groupOf(chunks, '/repo/src/format.ts')).toBe('first-screen');
    expect(groupOf(chunks, '/repo/src/router.ts')).toBeUndefined();
    expect(groupOf(chunks, '/repo/src/builder-page.tsx')).toBeUndefined();
  });

  it('ask for the two lazy chunks in the staff page only', () => {
    const chunks = built();
    const hook = chunks.plugin.transformIndexHtml as unknown as {
      handler: (html: string, context: { filename: string; bundle?: object }) => { attrs: { href: string } }[];
    };
    (chunks.plugin.configResolved as unknown as (config: { base: string }) => void)({ base: '/' });
    const bundle = {
      'assets/kit-1.js': { type: 'chunk', name: 'kit', fileName: 'assets/kit-1.js' },
      'assets/first-screen-2.js': { type: 'chunk', name: 'first-screen', fileName: 'assets/first-screen-2.js' },
      'assets/builder-page-3.js': { type: 'chunk', name: 'builder-page', fileName: 'assets/builder-page-3.js' },
    };
    expect(hook.handler('', { filename: '/repo/index.html', bundle }).map((tag) => tag.attrs.href)).toEqual([
      '/assets/kit-1.js',
      '/assets/first-screen-2.js',
    ]);
    expect(hook.handler('', { filename: '/repo/login.html', bundle })).toEqual([]);
  });
});
