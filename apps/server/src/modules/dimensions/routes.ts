import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDimensionsResponse, type TDimension } from '@peil/contract/dimensions';
import type { Database } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { ROLE } from '@peil/contract/domain';

/** The benchmark dimensions in their order, with their names in every stored locale. */
export async function findDimensions(database: Database): Promise<TDimension[]> {
  const { db } = database;
  const dimensions = await db.select().from(t.dimensions).orderBy(asc(t.dimensions.position), asc(t.dimensions.id));
  const texts = await db.select().from(t.dimensionTexts);
  return dimensions.map((dimension) => ({
    id: dimension.id,
    code: dimension.code,
    names: Object.fromEntries(
      texts.filter((text) => text.dimensionId === dimension.id).map((text) => [text.locale, text.name]),
    ),
  }));
}

export const dimensionsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/benchmark/dimensions',
      {
        // Dimension names are not tenant data: every staff member may read them.
        config: { access: { minRole: ROLE.observer } },
        schema: { tags: ['benchmark'], summary: 'Benchmark dimensions', response: { 200: ZDimensionsResponse } },
      },
      async () => findDimensions(database),
    );
  };
