import { defineTexts } from '@peil/contract/domain';
import { RESPONDENT_LOCALES } from '@peil/contract/locale-codes';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { en, type RespondentTexts } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { nl } from './locales/nl';
import { pl } from './locales/pl';
import { ru } from './locales/ru';
import { se } from './locales/se';
import { tr } from './locales/tr';

export type { RespondentTexts };

/** The respondent screens' own dictionaries, apart from the staff app's (all 11 locales). */
export const RESPONDENT_TEXTS = defineTexts(RESPONDENT_LOCALES, { en }, { nl, de, ru, es, fr, it, pl, se, tr, ar });

/** Fills {name} placeholders. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
