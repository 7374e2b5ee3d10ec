import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import domainTerms from './lint-rules/domain-terms.js';
import importExtensions from './lint-rules/import-extensions.js';

// typescript-eslint's strictTypeChecked on all production code, and on the tests and the browser tests
// with the no-unsafe-* rules off; config files keep the type-aware rules below.
const STRICT_FILES = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];
const STRICT_TEST_FILES = [
  'apps/**/*.test.{ts,tsx}',
  'apps/*/src/test/**/*.ts',
  'packages/**/*.test.ts',
  'e2e/**/*.ts',
];
const STRICT_OVERRIDES = {
  // With noUncheckedIndexedAccess every indexed read may be undefined; `!` after a bound check
  // says so, where a `?? 0` would hide a wrong index behind a plausible number.
  '@typescript-eslint/no-non-null-assertion': 'off',
  // Fastify's plugins and hooks are async by contract, also when they await nothing.
  '@typescript-eslint/require-await': 'off',
  '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
  '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Type-aware: an unawaited promise (a background loop, a save, a Playwright expect) fails lint.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/vite.config.ts', '**/vitest.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Form and button handlers may be async: React ignores what they return.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: STRICT_FILES, ignores: TEST_FILES })),
  {
    files: STRICT_FILES,
    ignores: TEST_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: STRICT_OVERRIDES,
  },
  ...tseslint.configs.strictTypeChecked.map((config) => ({
    ...config,
    files: STRICT_TEST_FILES,
  })),
  {
    files: STRICT_TEST_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      ...STRICT_OVERRIDES,
      // Tests read untyped JSON from inject() and fetch, and stub modules and globals, on purpose:
      // asserting on what came back is the test, so typing it first would only repeat the assertion.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in apps/server/src/config.ts only.',
        },
      ],
    },
  },
  {
    // Roles, question types and statuses by name (@peil/contract/domain), never as bare numbers.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { peil: domainTerms },
    rules: { 'peil/no-bare-domain-numbers': 'error' },
  },
  {
    // Node loads the server, the packages, the bench and the scripts from their own output, so
    // their imports name the .js file; Vite and Playwright resolve the web app and the browser tests.
    files: ['apps/server/**/*.ts', 'packages/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs', 'lint-rules/**/*.{js,ts}'],
    plugins: { imports: importExtensions },
    rules: { 'imports/relative-import-extension': ['error', 'always'] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { imports: importExtensions },
    rules: { 'imports/relative-import-extension': ['error', 'never'] },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/test/**',
      '**/*.test.ts',
      'e2e/**',
      'bench/**',
      '**/vite.config.ts',
      '**/*.config.ts',
      // The launcher reads WEB_DIST_DIR only to know whether apps/web/dist is its to build.
      'scripts/start.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/server/build.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
