import { describe, expect, it } from 'vitest';
import { STAFF_APP_FILES_META } from '../src/login/prefetch-staff-app';
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

  it('ask for the lazy chunks beside the staff entry, and name the staff app for the login page to prefetch', () => {
    const chunks = built();
    const hook = chunks.plugin.transformIndexHtml as unknown as {
      handler: (
        html: string,
        context: { filename: string; bundle?: object },
      ) => { tag: string; attrs: { rel: string; href: string } }[];
    };
    (chunks.plugin.configResolved as unknown as (config: { base: string }) => void)({ base: '/' });
    const chunk = (fileName: string, name: string, more: object = {}) => ({
      type: 'chunk',
      fileName,
      name,
      imports: [],
      facadeModuleId: null,
      isEntry: false,
      ...more,
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/react-1.js', 'react'),
        chunk('assets/router-2.js', 'router'),
        chunk('assets/staff-3.js', 'staff', { isEntry: true, imports: ['assets/react-1.js', 'assets/router-2.js'] }),
        chunk('assets/login-4.js', 'login', { isEntry: true, imports: ['assets/react-1.js'] }),
        chunk('assets/kit-5.js', 'kit'),
        chunk('assets/first-screen-6.js', 'first-screen'),
        chunk('assets/app-shell-7.js', 'app-shell', { facadeModuleId: '/repo/src/app-shell.tsx' }),
        chunk('assets/builder-page-8.js', 'builder-page', { facadeModuleId: '/repo/src/builder-page.tsx' }),
      ].map((output) => [output.fileName, output]),
    );
    const tags = (filename: string) => hook.handler('', { filename, bundle });
    const links = (filename: string) => tags(filename).map((tag) => `${tag.attrs.rel} ${tag.attrs.href}`);
    expect(links('/repo/index.html')).toEqual([
      'modulepreload /assets/kit-5.js',
      'modulepreload /assets/first-screen-6.js',
      'modulepreload /assets/app-shell-7.js',
    ]);
    // React is the login page's own already; the builder is not on the first screen.
    const [meta, ...others] = tags('/repo/login.html') as unknown as { tag: string; attrs: Record<string, string> }[];
    expect(others).toEqual([]);
    expect(meta!.attrs.name).toBe(STAFF_APP_FILES_META);
    expect(meta!.attrs.content!.split(' ').sort()).toEqual([
      '/assets/app-shell-7.js',
      '/assets/first-screen-6.js',
      '/assets/kit-5.js',
      '/assets/router-2.js',
      '/assets/staff-3.js',
    ]);
    expect(links('/repo/survey.html')).toEqual([]);
  });
});
