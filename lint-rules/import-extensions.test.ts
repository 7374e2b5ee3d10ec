import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from './import-extensions.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules['relative-import-extension'];

ruleTester.run('relative-import-extension, always', rule, {
  valid: [
    { code: "import { a } from './a.js';", options: ['always'] },
    { code: "export * from '../b.js';", options: ['always'] },
    { code: "import { z } from 'zod';", options: ['always'] },
    { code: "import data from './data.json';", options: ['always'] },
    { code: "const worker = await import('./worker.js');", options: ['always'] },
  ],
  invalid: [
    { code: "import { a } from './a';", options: ['always'], errors: [{ messageId: 'always' }] },
    { code: "export { b } from '../b';", options: ['always'], errors: [{ messageId: 'always' }] },
    { code: "const w = await import('./worker');", options: ['always'], errors: [{ messageId: 'always' }] },
  ],
});

ruleTester.run('relative-import-extension, never', rule, {
  valid: [
    { code: "import { a } from './a';", options: ['never'] },
    { code: "import { z } from 'zod';", options: ['never'] },
    { code: "import './styles.css';", options: ['never'] },
  ],
  invalid: [
    { code: "import { a } from './a.js';", options: ['never'], errors: [{ messageId: 'never' }] },
    { code: "export * from '../b.js';", options: ['never'], errors: [{ messageId: 'never' }] },
  ],
});

describe('the repository lint configuration', () => {
  const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });
  const ruleIds = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.map((message) => message.ruleId);
  };

  // Files of the projects, so that the type-aware rules can parse them; the text replaces theirs.
  it('asks the server for .js and the web app for no extension', async () => {
    const server = 'apps/server/src/lib/escape-html.ts';
    const web = 'apps/web/src/lib/api-client.ts';
    expect(await ruleIds("export { escapeHtml } from './escape.js';\n", server)).toEqual([]);
    expect(await ruleIds("export { escapeHtml } from './escape';\n", server)).toEqual([
      'imports/relative-import-extension',
    ]);
    expect(await ruleIds("export { callEndpoint } from './client';\n", web)).toEqual([]);
    expect(await ruleIds("export { callEndpoint } from './client.js';\n", web)).toEqual([
      'imports/relative-import-extension',
    ]);
  });
});
