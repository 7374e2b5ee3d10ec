import { z } from 'zod';
import { CONTENT_LOCALES, RESPONDENT_LOCALES, STAFF_LOCALES } from './locale-codes.js';

// The locale lists themselves live in locale-codes.ts (no zod), for the respondent bundle.
export * from './locale-codes.js';

export const ZContentLocale = z.enum(CONTENT_LOCALES);
export const ZRespondentLocale = z.enum(RESPONDENT_LOCALES);
export const ZStaffLocale = z.enum(STAFF_LOCALES);
