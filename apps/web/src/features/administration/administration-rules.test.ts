import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  canExportRespondentCount,
  canManageUserWithRole,
  filterRows,
  removeErrorKey,
  roleChoices,
  userFormProblems,
  userSaveErrorKey,
  visibleTabs,
  type TUserForm,
} from './administration-rules';

const form: TUserForm = {
  username: 'nieuw',
  email: 'nieuw@kliniek.nl',
  role: 3,
  locale: 'nl',
  isChangingPassword: true,
  password: 'lang-genoeg',
  repeatPassword: 'lang-genoeg',
  observerProjects: [],
};

describe('administration rules', () => {
  it('shows the superadmin every tab and an admin only users', () => {
    expect(visibleTabs(1)).toEqual(['clients', 'organizations', 'users', 'allUsers']);
    expect(visibleTabs(2)).toEqual(['users']);
    expect(visibleTabs(3)).toEqual([]);
  });

  it('offers only roles at or above the own value', () => {
    expect(roleChoices(1)).toEqual([1, 2, 3, 4]);
    expect(roleChoices(2)).toEqual([2, 3, 4]);
    expect(roleChoices(4)).toEqual([]);
    expect(canManageUserWithRole(2, 1)).toBe(false);
    expect(canManageUserWithRole(2, 2)).toBe(true);
    expect(canManageUserWithRole(1, 1)).toBe(true);
  });

  it('requires projects for observers and checks the password only when changing it', () => {
    expect(userFormProblems(form)).toEqual([]);
    expect(userFormProblems({ ...form, role: 4 })).toEqual(['projects']);
    expect(userFormProblems({ ...form, role: 4, observerProjects: [3] })).toEqual([]);
    expect(userFormProblems({ ...form, password: 'kort', repeatPassword: 'kort' })).toEqual(['passwordTooShort']);
    expect(userFormProblems({ ...form, repeatPassword: 'anders-lang' })).toEqual(['passwordsDiffer']);
    expect(userFormProblems({ ...form, isChangingPassword: false, password: '' })).toEqual([]);
    expect(userFormProblems({ ...form, username: ' ', email: 'geen' })).toEqual(['username', 'email']);
  });

  it('enables the respondent-count export only with two dates YYYY-MM-DD in order', () => {
    expect(canExportRespondentCount('', '2024-01-31')).toBe(false);
    expect(canExportRespondentCount('2024-01-01', '')).toBe(false);
    expect(canExportRespondentCount('2024-1-1', '2024-01-31')).toBe(false);
    expect(canExportRespondentCount('2024-02-30', '2024-03-31')).toBe(false);
    expect(canExportRespondentCount('2024-02-01', '2024-01-31')).toBe(false);
    expect(canExportRespondentCount('2024-01-01', '2024-01-01')).toBe(true);
  });

  it('maps server errors to the spec texts', () => {
    const duplicate = new ApiError(409, 'duplicate_user', '', null);
    expect(userSaveErrorKey(duplicate, false)).toBe('userDialog.duplicate');
    expect(userSaveErrorKey(duplicate, true)).toBe('userDialog.emailExists');
    expect(userSaveErrorKey(new TypeError('offline'), false)).toBe('userDialog.saveFailed');
    expect(userSaveErrorKey(new TypeError('offline'), true)).toBe('errors.generic');
    expect(removeErrorKey(new ApiError(409, 'in_use', '', null), 'client')).toBe('errors.clientInUse');
    expect(removeErrorKey(new ApiError(500, 'internal', '', null), 'organization')).toBe('errors.generic');
  });

  it('searches the given fields, ignoring case', () => {
    const rows = [{ name: 'Kliniek Amsterdam' }, { name: 'Utrecht' }];
    expect(filterRows(rows, 'AMSTER', (row) => [row.name])).toEqual([rows[0]]);
    expect(filterRows(rows, '  ', (row) => [row.name])).toEqual(rows);
  });
});
