import type { nl } from './nl';

/**
 * The same nested keys with any text: a dictionary must have exactly the keys of its source language
 * (Dutch for the staff screens, English for the respondent app), or type-checking fails.
 */
export type TDictionaryShape<T> = { [K in keyof T]: T[K] extends string ? string : TDictionaryShape<T[K]> };
export type TStaffDictionary = TDictionaryShape<typeof nl>;
