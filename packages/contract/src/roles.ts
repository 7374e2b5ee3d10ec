import { z } from 'zod';
import { ROLE } from './domain/roles.js';

export const ZRole = z.union([
  z.literal(ROLE.superadmin),
  z.literal(ROLE.admin),
  z.literal(ROLE.researcher),
  z.literal(ROLE.observer),
]);
