import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: a bigger id or position is refused with 400, never sent to the database. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** A database id or a 1-based position in a request body. */
export const ZDbId = z.number().int().positive().max(MAX_DB_INTEGER);
/** The same in a path parameter or a form value, where it arrives as text. */
export const ZDbIdFromText = z.coerce.number().int().positive().max(MAX_DB_INTEGER);
