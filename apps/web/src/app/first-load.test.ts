import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webSource = path.resolve(import.meta.dirname, '..');
const packagesSource = path.resolve(import.meta.dirname, '../../../../packages');

/** The file a relative or workspace specifier names, or undefined for an npm package. */
function resolveLocal(specifier: string, importer: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier.replace(/\.js$/, ''));
  else if (specifier.startsWith('@peil/')) {
    const [, name, subpath] = /^@peil\/([^/]+)(?:\/(.+))?$/.exec(specifier)!;
    base = path.join(packagesSource, name!, 'src', subpath ?? 'index');
  } else return undefined;
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${importer}`);
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The npm packages a module pulls into its chunk: every static import and re-export, followed
 * through our own files. Type-only imports vanish in the build and dynamic import() is a chunk of
 * its own, so neither counts; `import { type T }` still does (verbatimModuleSyntax keeps it).
 * `withLazy` follows import('...') too: what a screen loads at all, sooner or later.
 */
function staticPackages(entry: string, { withLazy = false } = {}): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.join(webSource, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    if (withLazy) {
      for (const [, specifier] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
        const local = resolveLocal(specifier!, file);
        if (local) queue.push(local);
        else packages.add(packageName(specifier!));
      }
    }
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(statement) && statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) {
        specifier = statement.moduleSpecifier;
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      }
      // A stylesheet imports no package.
      if (!specifier || !ts.isStringLiteral(specifier) || specifier.text.endsWith('.css')) continue;
      const local = resolveLocal(specifier.text, file);
      if (local) queue.push(local);
      else packages.add(packageName(specifier.text));
    }
  }
  return packages;
}

// The budgets of `npm run bench -- bundle`: zod (22 KB) and ECharts (140 KB) stay out of the
// first screens; zod is loaded by the screens that validate a form, ECharts by the benchmark
// screens. The dashboard draws its cards' charts as plain SVG.
describe('first load of the staff app', () => {
  it('loads the staff app without zod or ECharts', () => {
    const packages = staticPackages('app/main.tsx');
    expect(packages).toContain('react-router');
    expect(packages).not.toContain('zod');
    expect(packages).not.toContain('echarts');
  });

  it('loads the dashboard without zod or ECharts', () => {
    const packages = staticPackages('features/dashboard/pages/dashboard-page.tsx');
    expect(packages).toContain('@mui/material');
    expect(packages).not.toContain('zod');
    expect(packages).not.toContain('echarts');
  });

  it('draws the result cards without ECharts, not even in a chunk loaded later', () => {
    const packages = staticPackages('features/dashboard/components/result-card.tsx', { withLazy: true });
    expect(packages).toContain('react');
    expect(packages).not.toContain('echarts');
  });
});

// login.html: React alone, like the respondent page; the staff app's UI kit, router, i18n library
// and data libraries load only after the login.
describe('first load of the staff login', () => {
  it('loads React and no other package', () => {
    expect([...staticPackages('login/main.tsx')].sort()).toEqual(['react', 'react-dom']);
  });
});

// survey.html: patients on phones load React and the survey, nothing else. Its calls go through
// the contract's endpoints, which name their schemas rather than hold them, so no zod comes along.
describe('first load of the respondent app', () => {
  it('loads React and no other package', () => {
    expect([...staticPackages('respondent/main.tsx')].sort()).toEqual(['react', 'react-dom']);
  });
});
