import { TEXT_SET, type TTextSet } from './texts.js';

/**
 * What the completeness test finds wrong in a set of texts, one line per problem
 * (`de: login.title is empty`). Type-checking already refuses a missing key; this also catches
 * what types cannot: an empty text, a text left in the source language, a placeholder lost.
 */
export function findTextProblems(
  set: TTextSet<string, object>,
  /**
   * Per language, the texts that may read as in the source (a name, "OK", a word the languages
   * share); under '*', those allowed in every language.
   */
  sameAsSourceAllowed: Readonly<Partial<Record<string, readonly string[]>>> = {},
): string[] {
  const { source, languages } = set[TEXT_SET];
  const byLanguage = set as unknown as Record<string, object>;
  const problems: string[] = [];
  const present = Object.keys(byLanguage).sort();
  if (present.join() !== [...languages].sort().join())
    problems.push(`languages are ${present.join(', ')}, not ${[...languages].sort().join(', ')}`);
  const sourceTexts = leafTexts(byLanguage[source] ?? {});
  for (const language of present) {
    const allowed = new Set([...(sameAsSourceAllowed['*'] ?? []), ...(sameAsSourceAllowed[language] ?? [])]);
    const texts = leafTexts(byLanguage[language] ?? {});
    for (const key of sourceTexts.keys()) if (!texts.has(key)) problems.push(`${language}: ${key} is missing`);
    for (const [key, text] of texts) {
      const sourceText = sourceTexts.get(key);
      if (sourceText === undefined) problems.push(`${language}: ${key} is not in ${source}`);
      else if (text === null) problems.push(`${language}: ${key} is not a text`);
      else if (text.trim() === '') problems.push(`${language}: ${key} is empty`);
      else if (sourceText !== null && placeholders(text) !== placeholders(sourceText))
        problems.push(
          `${language}: ${key} has ${placeholders(text) || 'no placeholders'}, ${source} has ${placeholders(sourceText) || 'none'}`,
        );
      else if (language !== source && text === sourceText && hasWords(text) && !allowed.has(text))
        problems.push(`${language}: ${key} reads as in ${source}: "${text}"`);
    }
  }
  return problems;
}

/**
 * Every leaf of a dictionary by its dotted key. A function text is called with its argument
 * names as {{0}}, {{1}}, … so that it is checked as a text with placeholders.
 */
function leafTexts(dictionary: object, prefix = ''): Map<string, string | null> {
  const leaves = new Map<string, string | null>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') leaves.set(path, value);
    else if (typeof value === 'function')
      leaves.set(path, callWithPlaceholders(value as (...args: string[]) => unknown));
    else if (typeof value === 'object' && value !== null)
      for (const [leafKey, leaf] of leafTexts(value as object, `${path}.`)) leaves.set(leafKey, leaf);
    else leaves.set(path, null);
  }
  return leaves;
}

function callWithPlaceholders(text: (...args: string[]) => unknown): string | null {
  const result = text(...Array.from({ length: text.length }, (_, index) => `{{${index}}}`));
  return typeof result === 'string' ? result : null;
}

/** Whether a text has anything to translate besides its placeholders and signs. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(PLACEHOLDER, ''));
}

const PLACEHOLDER = /\{\{\s*(\w+)[^}]*\}\}|\{(\w+)\}/g;

/** The placeholders of a text, sorted: {{name}} as i18next writes them, {name} as the respondent app does. */
function placeholders(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => `{{${match[1] ?? match[2] ?? ''}}}`)
    .sort()
    .join(' ');
}
