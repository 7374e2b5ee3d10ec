import { ADMINISTRATION_ERROR_CODES } from '@peil/contract/administration';
import { EMAIL_PATTERN, LIMITS } from '@peil/contract/limits';
import { STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locale-codes';
import { ALL_ROLES, isRoleAtLeast, isSuperadmin, ROLE, type TRole } from '@peil/contract/domain';
import { ApiError } from '../../lib/api-client';

export type TAdminTab = 'clients' | 'organizations' | 'users' | 'allUsers';

/** Spec §6: the superadmin has all four tabs, an admin only the users of their organisation. */
export function visibleTabs(role: TRole): TAdminTab[] {
  if (isSuperadmin(role)) return ['clients', 'organizations', 'users', 'allUsers'];
  if (role === ROLE.admin) return ['users'];
  return [];
}

/** Spec §5: only roles with a value at or above the user's own (superadmin 1 … observer 4). */
export function roleChoices(role: TRole): TRole[] {
  if (!isRoleAtLeast(role, ROLE.admin)) return [];
  return ALL_ROLES.filter((choice) => isRoleAtLeast(role, choice));
}

/** An admin cannot change or remove a superadmin; the server decides the rest. */
export function canManageUserWithRole(viewerRole: TRole, targetRole: TRole): boolean {
  return isRoleAtLeast(viewerRole, ROLE.admin) && isRoleAtLeast(viewerRole, targetRole);
}

/** Spec §6: only the superadmin gives admin access to other organisations. */
export function canChangeAdminAccess(role: TRole): boolean {
  return isSuperadmin(role);
}

/** Spec §5: template selection only for the superadmin. */
export function canChooseTemplate(role: TRole): boolean {
  return isSuperadmin(role);
}

/** A stored locale as one of the staff languages the dialog offers. */
export function toStaffLocale(locale: string): TStaffLocale {
  return (STAFF_LOCALES as readonly string[]).includes(locale) ? (locale as TStaffLocale) : 'nl';
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Spec §5: the export's confirm stays disabled until both dates are given as YYYY-MM-DD (in order). */
export function canExportRespondentCount(startDate: string, endDate: string): boolean {
  return isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate;
}

/** Spec §5: logo uploads accept png, jpg, jpeg, gif and bmp. */
export type TUserForm = {
  username: string;
  email: string;
  role: TRole;
  locale: TStaffLocale;
  /** On edit: the change-password box. New users always set one. */
  isChangingPassword: boolean;
  password: string;
  repeatPassword: string;
  observerProjects: number[];
};

export type TUserFormProblem = 'username' | 'email' | 'passwordTooShort' | 'passwordsDiffer' | 'projects';

/** What keeps the user dialog from saving; empty when it can save. */
export function userFormProblems(form: TUserForm): TUserFormProblem[] {
  const problems: TUserFormProblem[] = [];
  if (!form.username.trim()) problems.push('username');
  if (!EMAIL_PATTERN.test(form.email.trim())) problems.push('email');
  if (form.isChangingPassword) {
    if (form.password.length < LIMITS.passwordMinLength) problems.push('passwordTooShort');
    else if (form.password !== form.repeatPassword) problems.push('passwordsDiffer');
  }
  if (form.role === ROLE.observer && form.observerProjects.length === 0) problems.push('projects');
  return problems;
}

/** Rows whose given fields contain the search text, ignoring case. */
export function filterRows<T>(rows: T[], search: string, fields: (row: T) => (string | number | null)[]): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    fields(row).some((value) =>
      String(value ?? '')
        .toLowerCase()
        .includes(needle),
    ),
  );
}

function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** Spec §8: a taken name or address has its own text; everything else the generic one. */
export function userSaveErrorKey(error: unknown, isNew: boolean): string {
  const code = errorCode(error);
  if (code === ADMINISTRATION_ERROR_CODES.duplicateUser)
    return isNew ? 'userDialog.emailExists' : 'userDialog.duplicate';
  if (code === 'forbidden') return 'userDialog.forbidden';
  return isNew ? 'errors.generic' : 'userDialog.saveFailed';
}

/** Removing an organisation or client that is still in use says why; other failures are generic. */
export function removeErrorKey(error: unknown, kind: 'client' | 'organization'): string {
  const code = errorCode(error);
  if (code === ADMINISTRATION_ERROR_CODES.inUse)
    return kind === 'client' ? 'errors.clientInUse' : 'errors.organizationInUse';
  if (code === 'not_found') return 'errors.notFound';
  return 'errors.generic';
}

/** 12.3 kB style sizes for the export's progress. */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} kB`;
  return `${format(bytes / 1024 / 1024)} MB`;
}
