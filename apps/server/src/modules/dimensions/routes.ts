import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dimensionsEndpoints } from '@peil/contract/api/dimensions';
import type { TDimension } from '@peil/contract/dimensions';
import type { Database, Db } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';

/** The benchmark dimensions in their order, with their names in every stored locale. */
export async function findDimensions(db: Db): Promise<TDimension[]> {
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
    registerEndpoint(app, dimensionsEndpoints.list, async () => findDimensions(database.db));
  };
