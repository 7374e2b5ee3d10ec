import type { TStaffLocale } from '@peil/contract/locale-codes';
import type { TStaffDictionary } from '../i18n/dictionary-shape';
import { STAFF_DICTIONARY_LOADERS } from '../i18n/staff-dictionary-loaders';

/** The staff dictionary of one language; the login page reads its texts from the staff app's own. */
export type TLoginTexts = { locale: TStaffLocale; dictionary: TStaffDictionary };

export async function loadLoginTexts(locale: TStaffLocale): Promise<TLoginTexts> {
  return { locale, dictionary: await STAFF_DICTIONARY_LOADERS[locale]() };
}

/** The text of a dotted key (`login.title`), or undefined when the dictionary has none. */
export function findText(dictionary: TStaffDictionary, key: string): string | undefined {
  const text = key.split('.').reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    return (node as Record<string, unknown>)[part];
  }, dictionary);
  return typeof text === 'string' ? text : undefined;
}
