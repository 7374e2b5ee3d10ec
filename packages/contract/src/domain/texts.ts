/**
 * One way to declare the texts of a screen, a mail or an export, for the web app and the server
 * alike: a source language written out, every other language typed after it, and the languages
 * of the set named once. A key or a language left out fails type-checking.
 */

/**
 * The same nested keys as the source: a string for each string, a function with the same
 * arguments for each function (texts that take a number or a name, as the mails need).
 */
export type TDictionaryShape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : TDictionaryShape<T[K]>;
};

/** Where a set keeps its source language and its language list, out of sight of Object.keys. */
export const TEXT_SET = Symbol('text set');

export type TTextSet<L extends string, T> = { readonly [K in L]: T } & {
  readonly [TEXT_SET]: { readonly source: L; readonly languages: readonly L[] };
};

/**
 * A set of texts in `languages`: the source language written out, then the translations, which
 * must have exactly the source's keys. The set reads as a plain record (`set.nl.title`).
 */
export function defineTexts<const L extends string, const S extends L, T extends object>(
  languages: readonly L[],
  source: { readonly [K in S]: T },
  translations: { readonly [K in Exclude<L, S>]: NoInfer<TDictionaryShape<T>> },
): TTextSet<L, TDictionaryShape<T>> {
  const [sourceLanguage] = Object.keys(source) as S[];
  return Object.assign({}, source, translations, {
    [TEXT_SET]: { source: sourceLanguage!, languages },
  }) as unknown as TTextSet<L, TDictionaryShape<T>>;
}

export function isTextSet(value: unknown): value is TTextSet<string, object> {
  return typeof value === 'object' && value !== null && TEXT_SET in value;
}

/**
 * The one fallback rule: the asked language (the survey's or the user's), else its base language
 * (de-at: de), else English.
 */
export function languageFor<S extends { readonly en: unknown }>(set: S, locale: string): Extract<keyof S, string> {
  const base = locale.split('-')[0]!;
  return (Object.hasOwn(set, locale) ? locale : Object.hasOwn(set, base) ? base : 'en') as Extract<keyof S, string>;
}

/** The texts of a set in `locale`, by the one fallback rule of `languageFor`. */
export function textsFor<T>(set: { readonly en: T }, locale: string): T {
  return (set as unknown as Record<string, T>)[languageFor(set, locale)]!;
}
