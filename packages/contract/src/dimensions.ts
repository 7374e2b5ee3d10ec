import { z } from 'zod';

/** Benchmark dimensions, e.g. for the builder's dimension select. */
export const ZDimension = z.object({
  id: z.number(),
  code: z.string(),
  /** Name per locale, e.g. { nl: 'Informatie', en: 'Information' }. */
  names: z.record(z.string(), z.string()),
});
export type TDimension = z.infer<typeof ZDimension>;
export const ZDimensionsResponse = z.array(ZDimension);
