import type { TContentLocale } from '@peil/contract/locale-codes';
import type { TPageComponent } from '@peil/contract/respondent';
import type { TDraftPage } from './builder-state';

/** The respondent app shows an option text that is a URL as an image (spec §3). */
export function isImageText(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text.trim());
}

/**
 * A draft page as the respondent app's question components take it. New questions and
 * options have no id yet, so the preview numbers them by position; the preview saves nothing.
 */
export function previewComponents(page: TDraftPage, locale: TContentLocale): TPageComponent[] {
  return page.questions.map((question, questionIndex) => ({
    id: (questionIndex + 1) * 1000,
    position: questionIndex + 1,
    type: question.type,
    text: question.texts[locale] ?? '',
    required: question.required,
    options: question.options.map((option, optionIndex) => ({
      id: (questionIndex + 1) * 1000 + optionIndex + 1,
      text: option.texts[locale] ?? '',
      is_open: option.is_open,
      exclude_others: option.exclude_others,
      route_to_page: null,
      route_to_url: null,
    })),
  }));
}
