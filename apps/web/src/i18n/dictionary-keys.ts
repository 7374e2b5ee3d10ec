/** Every leaf key of a nested dictionary, dotted: { a: { b: 'x' } } gives ['a.b']. */
export function leafKeys(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leafKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Keys present in at least one dictionary but missing in another, per locale. */
export function findMissingKeys(dictionaries: Record<string, object>): Record<string, string[]> {
  const keysPerLocale = Object.fromEntries(
    Object.entries(dictionaries).map(([locale, dictionary]) => [locale, new Set(leafKeys(dictionary))]),
  );
  const allKeys = new Set(Object.values(keysPerLocale).flatMap((keys) => [...keys]));
  const missing: Record<string, string[]> = {};
  for (const [locale, keys] of Object.entries(keysPerLocale)) {
    const absent = [...allKeys].filter((key) => !keys.has(key)).sort();
    if (absent.length > 0) missing[locale] = absent;
  }
  return missing;
}

/** Keys whose text is missing or blank: a screen would show nothing there. */
export function findEmptyTexts(dictionary: object): string[] {
  return leafKeys(dictionary).filter((key) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
    return typeof text !== 'string' || text.trim() === '';
  });
}
