import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import domainTerms from './lint-rules/domain-terms.js';

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
