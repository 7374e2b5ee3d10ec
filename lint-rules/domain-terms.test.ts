import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from './domain-terms.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('no-bare-domain-numbers', plugin.rules['no-bare-domain-numbers'], {
  valid: [
    'if (user.role >= ROLE.admin) allow();',
    'if (isRoleAtLeast(user.role, ROLE.admin)) allow();',
    'if (q.type === QUESTION_TYPE.text) show();',
    'if (isActive(survey)) open();',
    'switch (q.type) { case QUESTION_TYPE.date: break; }',
    // HTTP statuses keep their numbers, and so does a fetch without an answer (0).
    'if (error.status === 404 || error.status === 0) retry();',
    'if ([400, 403, 404].includes(error.status)) refuse();',
    "if (typeof value === 'number') count();",
    "if (event.type === 'click') handle();",
    'if (page.position === 1) first();',
    'if (options.length > 2) many();',
    'const access = { minRole: ROLE.admin };',
    // Test data may give a user a role by number.
    'buildUser({ role: 4 });',
  ],
  invalid: [
    { code: 'if (user.role >= 3) allow();', errors: [{ messageId: 'bareNumber' }] },
    { code: 'if (2 === viewerRole) allow();', errors: [{ messageId: 'bareNumber' }] },
    { code: 'if (q.type === 4) show();', errors: [{ messageId: 'bareNumber' }] },
    { code: "app.get('/x', { config: { access: { minRole: 1 } } }, handler);", errors: [{ messageId: 'bareNumber' }] },
    { code: 'if (component?.type !== 12) hide();', errors: [{ messageId: 'bareNumber' }] },
    { code: 'if (survey.status === 2) stop();', errors: [{ messageId: 'bareNumber' }] },
    { code: 'if (input.status == 1) clear();', errors: [{ messageId: 'bareNumber' }] },
    { code: 'switch (q.type) { case 1: case QUESTION_TYPE.text: case 11: break; }', errors: 2 },
    { code: 'if ([1, 3, 11].includes(question.type)) choose();', errors: 3 },
    { code: 'const isText = (questionType: number) => questionType >= 4 && questionType <= 7;', errors: 2 },
  ],
});

describe('the repository lint configuration', () => {
  const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'lint-rules/example.ts' });
    return result!.messages.map((message) => message.ruleId);
  };

  it('refuses a role compared with a number', async () => {
    expect(await lint('declare const user: { role: number };\nexport const isAdmin = user.role >= 3;\n')).toEqual([
      'peil/no-bare-domain-numbers',
    ]);
  });

  it('accepts a role compared with a named role', async () => {
    const code =
      'declare const user: { role: number };\ndeclare const ROLE: { admin: 2 };\nexport const isAdmin = user.role >= ROLE.admin;\n';
    expect(await lint(code)).toEqual([]);
  });
});
