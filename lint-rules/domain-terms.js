/**
 * Refuses a numeric literal compared with a role, a question type or a status (`user.role >= 3`,
 * `q.type === 4`, `case 2:` in a switch on a type, `[1, 3].includes(q.type)`) or given as a
 * route's `minRole`: these numbers have names in @peil/contract/domain, and a bare number hides
 * which rule it stands for.
 *
 * A name is a term when it is `role`, `type` or `status`, or ends in `Role`, `Type`, `Status`
 * or `_type`. HTTP statuses keep their numbers: for a status, only 1 to 99 are refused.
 */

const TERMS = {
  role: 'a role: use ROLE.<name>, isRoleAtLeast() or isSuperadmin() from @peil/contract/domain',
  type: 'a question type: use QUESTION_TYPE.<name> or a predicate such as hasOptions() from @peil/contract/domain',
  status: 'a survey status: use SURVEY_STATUS.<name>, isActive() or isInactive() from @peil/contract/domain',
};

const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);

/** The term a name stands for, or null. */
function termOfName(name) {
  const match = /^(role|type|status)$|(Role|Type|Status)$|_(role|type|status)$/.exec(name);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3]).toLowerCase();
}

/** The term of `user.role`, `role`, `q?.type`; null for anything else. */
function termOf(node) {
  if (node.type === 'ChainExpression') return termOf(node.expression);
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return termOf(node.expression);
  if (node.type === 'Identifier') return termOfName(node.name);
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return termOfName(node.property.name);
  }
  return null;
}

function isRefusedNumber(node, term) {
  if (node.type !== 'Literal' || typeof node.value !== 'number') return false;
  return term !== 'status' || (node.value > 0 && node.value < 100);
}

/** @type {import('eslint').Rule.RuleModule} */
const noBareDomainNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Refuse numeric literals compared with a role, a question type or a status.' },
    schema: [],
    messages: { bareNumber: '{{number}} is {{term}}.' },
  },
  create(context) {
    const report = (literal, term) =>
      context.report({
        node: literal,
        messageId: 'bareNumber',
        data: { number: String(literal.value), term: TERMS[term] },
      });
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        for (const [literal, other] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          const term = termOf(other);
          if (term && isRefusedNumber(literal, term)) report(literal, term);
        }
      },
      SwitchStatement(node) {
        const term = termOf(node.discriminant);
        if (!term) return;
        for (const switchCase of node.cases) {
          if (switchCase.test && isRefusedNumber(switchCase.test, term)) report(switchCase.test, term);
        }
      },
      // A route's access: { minRole: 2 }
      Property(node) {
        const { key, value } = node;
        if (node.computed || key.type !== 'Identifier' || key.name !== 'minRole') return;
        if (isRefusedNumber(value, 'role')) report(value, 'role');
      },
      // [1, 3, 11].includes(question.type)
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'includes') return;
        if (callee.object.type !== 'ArrayExpression' || node.arguments.length !== 1) return;
        const term = termOf(node.arguments[0]);
        if (!term) return;
        for (const element of callee.object.elements) {
          if (element && isRefusedNumber(element, term)) report(element, term);
        }
      },
    };
  },
};

export default { meta: { name: 'peil' }, rules: { 'no-bare-domain-numbers': noBareDomainNumbers } };
