/**
 * One way to write a relative import per part of the code. Code that Node runs from its own
 * build (server, contract, scoring, bench, scripts) names the `.js` file the import will load;
 * code a bundler or test runner resolves (the web app, the browser tests) leaves the extension
 * out. Mixing both in one folder makes every new import a coin toss.
 */

const RELATIVE = /^\.{1,2}\//;

function sourceNode(node) {
  if (node.type === 'ImportExpression') return node.source;
  return node.source ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
const relativeImportExtension = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Relative imports end in `.js` (always) or carry no extension (never).' },
    schema: [{ enum: ['always', 'never'] }],
    messages: {
      always: 'A relative import here names its `.js` file: {{path}}.js',
      never: 'A relative import here leaves out `.js`: {{path}}',
    },
  },
  create(context) {
    const mode = context.options[0] ?? 'always';
    function check(node) {
      const source = sourceNode(node);
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const path = source.value;
      if (!RELATIVE.test(path)) return;
      const hasJs = /\.[mc]?js$/.test(path);
      // Imports of assets or JSON keep their own extension.
      const hasOther = /\.(json|css|svg|png|woff2?)$/.test(path);
      if (mode === 'always' && !hasJs && !hasOther)
        context.report({ node: source, messageId: 'always', data: { path } });
      if (mode === 'never' && hasJs)
        context.report({ node: source, messageId: 'never', data: { path: path.replace(/\.js$/, '') } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'relative-import-extension': relativeImportExtension } };
