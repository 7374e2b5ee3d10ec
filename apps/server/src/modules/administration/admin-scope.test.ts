import { describe, expect, it } from 'vitest';
import { assignableRoles, canAssignRole, canChangeRoleOf, canRemoveUser } from '../auth/policies/user.js';

const as = (role: 1 | 2 | 3 | 4, id = 1) => ({ id, role, organizationId: 10 });

describe('user administration rules', () => {
  it('offers roles at or below the own rank, and none to researchers and observers', () => {
    expect(assignableRoles(as(1))).toEqual([1, 2, 3, 4]);
    expect(assignableRoles(as(2))).toEqual([2, 3, 4]);
    expect(assignableRoles(as(3))).toEqual([]);
    expect(assignableRoles(as(4))).toEqual([]);
    expect(canAssignRole(as(2), 1)).toBe(false);
    expect(canAssignRole(as(2), 4)).toBe(true);
  });

  it('lets nobody remove themselves or change their own role', () => {
    expect(canRemoveUser(as(1, 7), as(3, 7))).toBe(false);
    expect(canRemoveUser(as(1, 7), as(3, 8))).toBe(true);
    expect(canChangeRoleOf(as(2, 7), as(2, 7), 3)).toBe(false);
    expect(canChangeRoleOf(as(2, 7), as(2, 7), 2)).toBe(true);
    expect(canChangeRoleOf(as(2, 7), as(3, 8), 2)).toBe(true);
  });
});
