import type { TApiError, TErrorCode } from '@peil/contract/errors';
import { EMAIL_PATTERN } from '@peil/contract/limits';
import { isSuperadmin, SURVEY_STATUS, type TRole, type TSurveyStatus } from '@peil/contract/domain';
import { ZLegacyId, type TEditSurveySettingsRequest, type TSurveyListItem } from '@peil/contract/surveys';
import { ApiError } from '../../lib/api-client';

export type TSurveyAction =
  | 'preview'
  | 'goToSurvey'
  | 'qrCode'
  | 'settings'
  | 'edit'
  | 'translations'
  | 'legacyLinks'
  | 'share'
  | 'copy'
  | 'copyWithRespondents'
  | 'exportFile'
  | 'remove';

const EVERYONE: TSurveyAction[] = ['preview', 'goToSurvey', 'qrCode'];
const SUPERADMIN_ONLY: TSurveyAction[] = [
  'edit',
  'translations',
  'legacyLinks',
  'share',
  'copy',
  'copyWithRespondents',
  'exportFile',
  'remove',
];

/**
 * Spec §6: only a superadmin edits, changes settings, shares, copies and removes; every other
 * role previews, opens the survey and gets its QR code.
 */
export function surveyActionsFor(role: TRole): TSurveyAction[] {
  return isSuperadmin(role) ? [...EVERYONE, 'settings', ...SUPERADMIN_ONLY] : [...EVERYONE];
}

export const canCreateSurvey = isSuperadmin;

/** Spec §6: in the settings dialog only a superadmin changes the organisation and the redirect. */
export const canChangeOrganizationAndRedirect = isSuperadmin;

export type TSettingsForm = {
  internal_name: string;
  description: string;
  title: string;
  color: string;
  organizationId: number;
  status: TSurveyStatus;
  /** Uuid of the survey respondents go to while this one is inactive. */
  redirectTo: string | null;
  /** Invitations carry one button to the survey instead of the four answer buttons. */
  singleButtonInvitation: boolean;
};

/** Spec §4: switching to active clears the redirect target. */
export function toggleStatus(form: TSettingsForm): TSettingsForm {
  return form.status === SURVEY_STATUS.active
    ? { ...form, status: SURVEY_STATUS.inactive }
    : { ...form, status: SURVEY_STATUS.active, redirectTo: null };
}

/**
 * The edit_survey_settings body. The redirect target is sent only while the survey is inactive
 * (spec §4) and only by a superadmin, so an admin's save never touches it.
 */
export function buildSettingsRequest(form: TSettingsForm, role: TRole): TEditSurveySettingsRequest {
  const request: TEditSurveySettingsRequest = {
    internal_name: form.internal_name.trim(),
    description: form.description,
    title: form.title,
    color: form.color,
    organizationId: form.organizationId,
    status: form.status,
    singleButtonInvitation: form.singleButtonInvitation,
  };
  if (form.status === SURVEY_STATUS.inactive && canChangeOrganizationAndRedirect(role)) {
    request.redirectToSurvey = form.redirectTo;
  }
  return request;
}

export const isValidShareEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/**
 * Adds a typed address to the addresses to share with. Spec §5: the add button is disabled when
 * the pattern fails; an address already in the list (or already with access) is left out silently.
 */
export function addShareEmail(pending: string[], email: string, alreadyWithAccess: string[] = []): string[] {
  const candidate = email.trim();
  if (!isValidShareEmail(candidate)) return pending;
  const known = [...pending, ...alreadyWithAccess].map((address) => address.toLowerCase());
  return known.includes(candidate.toLowerCase()) ? pending : [...pending, candidate];
}

/**
 * The addresses the server found no user for (error `unknown_users`, each issue's path naming
 * its place in the request), or null when the share failed for another reason.
 */
export function unknownShareEmails(error: unknown, sent: string[]): string[] | null {
  if (!(error instanceof ApiError) || error.code !== ('unknown_users' satisfies TErrorCode)) return null;
  const issues = (error.body as TApiError | undefined)?.error.issues ?? [];
  const addresses = issues.flatMap((issue) => {
    const address = sent[Number(issue.path.replace(/^emails\./, ''))];
    return address === undefined ? [] : [address];
  });
  return addresses.length > 0 ? addresses : null;
}

/** Spec §4 and §5: copying needs a new name and a project, and is off while a copy runs. */
export function canSubmitCopy(input: { name: string; projectId: number | null; isCopying: boolean }): boolean {
  return input.name.trim() !== '' && input.projectId !== null && !input.isCopying;
}

// ---------------------------------------------------------------- the table

export type TSurveySortKey =
  'id' | 'internal_name' | 'uuid' | 'count' | 'project_name' | 'organization_name' | 'status' | 'start_date';
export type TSortDirection = 'asc' | 'desc';

/** Case-insensitive search over every text column and the number. */
export function filterSurveys(surveys: TSurveyListItem[], query: string): TSurveyListItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return surveys;
  return surveys.filter((survey) =>
    [String(survey.id), survey.internal_name, survey.uuid, survey.project_name ?? '', survey.organization_name].some(
      (value) => value.toLowerCase().includes(needle),
    ),
  );
}

export function sortSurveys(
  surveys: TSurveyListItem[],
  key: TSurveySortKey,
  direction: TSortDirection,
): TSurveyListItem[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...surveys].sort((a, b) => {
    const left = a[key] ?? '';
    const right = b[key] ?? '';
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), undefined, { sensitivity: 'base', numeric: true });
    return (order || a.id - b.id) * factor;
  });
}

// ---------------------------------------------------------------- public links

export const previewPath = (uuid: string) => `/language-selection/${uuid}/preview`;
export const surveyPath = (uuid: string) => `/language-selection/${uuid}`;
export const publicSurveyUrl = (uuid: string, origin: string) => `${origin}${surveyPath(uuid)}`;

// ---------------------------------------------------------------- old links

/**
 * The old numbers typed in the old-links dialog: one per line or separated by commas,
 * semicolons or spaces, each once, in the order typed; those the server would refuse apart.
 */
export function parseLegacyIds(text: string): { ids: string[]; invalid: string[] } {
  const typed = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return {
    ids: typed.filter((id) => ZLegacyId.safeParse(id).success),
    invalid: typed.filter((id) => !ZLegacyId.safeParse(id).success),
  };
}

/** The page to show: never past the last page, so removing the last row of the last page shows the one before. */
export function clampPage(page: number, rowCount: number, rowsPerPage: number): number {
  const lastPage = Math.max(0, Math.ceil(rowCount / rowsPerPage) - 1);
  return Math.min(page, lastPage);
}
