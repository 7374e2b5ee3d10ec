import { z } from 'zod';
import { ZDbId } from './ids.js';
import { ZContentLocale } from './locales.js';
import { MAX_TEXT_ANSWER_LENGTH } from './respondent-rules.js';

// The answer rules themselves live in respondent-rules.ts (no zod), for the respondent bundle.
export * from './respondent-rules.js';

/** A survey named by its uuid, or by its numeric id where the spec says {id}. */
export const ZSurveyIdentifier = z.union([z.string().trim().min(1).max(64), z.number().int().positive()]);

export const ZSurveyIdParams = z.object({ id: z.string().min(1).max(64) });
export const ZSurveyLocaleParams = z.object({ id: z.string().min(1).max(64), locale: ZContentLocale });

export const ZCheckReferralResponse = z.object({
  redirect_to: z.string().nullable(),
  status: z.number().int(),
});
export type TCheckReferralResponse = z.infer<typeof ZCheckReferralResponse>;

export const ZSurveyTranslationsResponse = z.array(ZContentLocale);
export type TSurveyTranslationsResponse = z.infer<typeof ZSurveyTranslationsResponse>;

export const ZSurveyColorResponse = z.object({ color: z.string() });
export type TSurveyColorResponse = z.infer<typeof ZSurveyColorResponse>;

/** Base64 image (or a data: URL); empty when the survey has no logo. */
export const ZSurveyLogoResponse = z.object({ logo: z.string() });
export type TSurveyLogoResponse = z.infer<typeof ZSurveyLogoResponse>;

export const ZSurveyNameResponse = z.object({ name: z.string() });
export type TSurveyNameResponse = z.infer<typeof ZSurveyNameResponse>;

/** A begin or end message: text, or a URL the respondent is sent to. */
export const ZSurveyMessageResponse = z.object({ message: z.string() });
export type TSurveyMessageResponse = z.infer<typeof ZSurveyMessageResponse>;

export const ZTranslatedSurveyPagesRequest = z.object({ id: ZSurveyIdentifier, locale: ZContentLocale });
export type TTranslatedSurveyPagesRequest = z.infer<typeof ZTranslatedSurveyPagesRequest>;
export const ZSurveyPage = z.object({ position: z.number().int(), title: z.string() });
export type TSurveyPage = z.infer<typeof ZSurveyPage>;
export const ZTranslatedSurveyPagesResponse = z.array(ZSurveyPage);

export const ZTranslatedPageComponentsRequest = z.object({
  surveyId: ZSurveyIdentifier,
  pageIndex: ZDbId,
  locale: ZContentLocale,
});
export type TTranslatedPageComponentsRequest = z.infer<typeof ZTranslatedPageComponentsRequest>;

export const ZComponentOption = z.object({
  id: z.number().int(),
  text: z.string(),
  is_open: z.boolean(),
  exclude_others: z.boolean(),
  route_to_page: z.number().int().nullable(),
  route_to_url: z.string().nullable(),
});
export type TComponentOption = z.infer<typeof ZComponentOption>;

export const ZPageComponent = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: z.number().int().min(1).max(12),
  text: z.string(),
  required: z.boolean(),
  options: z.array(ZComponentOption),
});
export type TPageComponent = z.infer<typeof ZPageComponent>;
export const ZTranslatedPageComponentsResponse = z.array(ZPageComponent);

/**
 * Everything the respondent app shows before the first save, in one answer: whether the survey
 * runs, its languages, colour, logo, and its texts and every page's questions in one language
 * (the asked one when offered, as `locale` says). The calls above stay for other clients.
 */
export const ZSurveyStartResponse = z.object({
  ...ZCheckReferralResponse.shape,
  locales: ZSurveyTranslationsResponse,
  locale: ZContentLocale,
  color: z.string(),
  logo: z.string(),
  name: z.string(),
  begin_message: z.string(),
  end_message: z.string(),
  pages: z.array(ZSurveyPage.extend({ components: z.array(ZPageComponent) })),
});
export type TSurveyStartResponse = z.infer<typeof ZSurveyStartResponse>;

/**
 * `list`: the key of the mailing list whose invitation link the respondent came by (`?list=` of
 * the link). It only counts a begun or finished questionnaire on that list; an unknown or
 * malformed key counts nothing and never stops the respondent.
 */
export const ZInvitationListQuery = z.object({ list: z.string().max(64).optional() });
export const ZRespondentTokenResponse = z.object({ token: z.string() });
export type TRespondentTokenResponse = z.infer<typeof ZRespondentTokenResponse>;

const ZOptionId = ZDbId;
const ZOpenText = z.string().max(MAX_TEXT_ANSWER_LENGTH);

/** Types 1 and 11. */
export const ZSingleChoiceAnswer = z.object({ option: ZOptionId, open: ZOpenText.optional() });
/** Type 2; `openOption` names the open option whose text `open` is. */
export const ZMultipleChoiceAnswer = z.object({
  options: z.array(ZOptionId).max(200),
  open: ZOpenText.optional(),
  openOption: ZOptionId.optional(),
});
/** Type 3. */
export const ZDropdownAnswer = z.object({ option: ZOptionId });
export type TSingleChoiceAnswer = z.infer<typeof ZSingleChoiceAnswer>;
export type TMultipleChoiceAnswer = z.infer<typeof ZMultipleChoiceAnswer>;

/** Any answer shape; the server checks it against the question's type. */
export const ZAnswerValue = z.union([
  ZMultipleChoiceAnswer.strict(),
  ZSingleChoiceAnswer.strict(),
  z.string().max(MAX_TEXT_ANSWER_LENGTH),
  z.number(),
  z.null(),
]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;

export const ZPageAnswer = z.object({ position: ZDbId, answer: ZAnswerValue });
export type TPageAnswer = z.infer<typeof ZPageAnswer>;

export const ZSavePageResponseRequest = z.object({
  token: z.string().min(1).max(200),
  page: ZDbId,
  answers: z.array(ZPageAnswer).max(500),
  /** See ZInvitationListQuery: counted once, when this save finishes the questionnaire. */
  list: z.string().max(64).optional(),
});
export type TSavePageResponseRequest = z.infer<typeof ZSavePageResponseRequest>;

export const ZSavePageResponseResponse = z.object({ saved: z.literal(true), finished: z.boolean() });
export type TSavePageResponseResponse = z.infer<typeof ZSavePageResponseResponse>;

/** `sig` is the signature of the mailed link (its `?sig=`); without the right one nobody is unsubscribed. */
export const ZRemoveFromMailingRequest = z.object({
  uuid: z.string().min(1).max(64),
  email: z.string().max(320),
  sig: z.string().max(128).optional(),
});
export type TRemoveFromMailingRequest = z.infer<typeof ZRemoveFromMailingRequest>;
export const ZRemoveFromMailingResponse = z.object({ ok: z.literal(true) });
