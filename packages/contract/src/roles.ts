import { z } from 'zod';

/** Numeric roles of the spec; a lower number is a higher rank. */
export const ROLES = { superadmin: 1, admin: 2, researcher: 3, observer: 4 } as const;
export type TRole = (typeof ROLES)[keyof typeof ROLES];
export const ZRole = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const ROLE_NAMES: Record<TRole, keyof typeof ROLES> = {
  1: 'superadmin',
  2: 'admin',
  3: 'researcher',
  4: 'observer',
};
