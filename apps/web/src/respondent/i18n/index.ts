import type { TRespondentLocale } from '@peil/contract/locale-codes';
import { ar } from './locales/ar.js';
import { de } from './locales/de.js';
import { en, type RespondentTexts } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { it } from './locales/it.js';
import { nl } from './locales/nl.js';
import { pl } from './locales/pl.js';
import { ru } from './locales/ru.js';
import { se } from './locales/se.js';
import { tr } from './locales/tr.js';

export type { RespondentTexts };

/** The respondent screens' own dictionaries, apart from the staff app's (all 11 locales). */
export const RESPONDENT_TEXTS: Record<TRespondentLocale, RespondentTexts> = {
  nl,
  de,
  en,
  ru,
  es,
  fr,
  it,
  pl,
  se,
  tr,
  ar,
};

/** Fills {name} placeholders. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
