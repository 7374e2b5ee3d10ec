import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TEndpoint } from '@peil/contract/api';
import type { TSchema, TSchemaName } from '@peil/contract/api/define-endpoint';
import { schemaOf } from '@peil/contract/api/schemas';

export type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];

type Output<N> = N extends TSchemaName ? z.output<TSchema<N>> : unknown;

/** The request as the handler sees it: params, query and body already parsed by the schemas. */
export type EndpointRequest<E extends TEndpoint> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/**
 * What a handler answers: a body the response schema accepts, or the reply it has sent itself
 * (a file, or a status other than the success status).
 */
export type EndpointResult<E extends TEndpoint> = E['response'] extends TSchemaName
  ? z.input<TSchema<E['response']>> | FastifyReply
  : FastifyReply;

export type EndpointHandler<E extends TEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

/** Route settings that depend on the server rather than on the API. */
export type EndpointServerOptions = {
  /** The route serves the statement flow itself, so a user who has not signed may call it. */
  beforeStatement?: boolean;
  /**
   * How the endpoint's rate limit counts (per account, per token) and when; false when the
   * handler counts it itself (the page save counts in its own statement).
   */
  rateLimit?: Pick<RateLimitOptions, 'keyGenerator' | 'hook'> | false;
};

/**
 * Registers one endpoint of the contract: its method, path, schemas and access come from the
 * endpoint object, so the server and the web app cannot disagree about them. Its scope checks
 * run before the handler (modules/auth/authorization.ts), which may take them as passed.
 */
export function registerEndpoint<E extends TEndpoint>(
  app: FastifyZodInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointServerOptions = {},
): void {
  const response: Record<number, z.ZodType> = {};
  for (const [status, name] of Object.entries(endpoint.otherResponses ?? {})) response[Number(status)] = schemaOf(name);
  if (typeof endpoint.response === 'string') response[endpoint.successStatus ?? 200] = schemaOf(endpoint.response);
  const schema: FastifySchema = {
    ...(endpoint.tags && { tags: [...endpoint.tags] }),
    ...(endpoint.summary && { summary: endpoint.summary }),
    ...(endpoint.params && { params: schemaOf(endpoint.params) }),
    ...(endpoint.query && { querystring: schemaOf(endpoint.query) }),
    ...(endpoint.body && { body: schemaOf(endpoint.body) }),
    ...(Object.keys(response).length > 0 && { response }),
  };
  const rateLimit =
    options.rateLimit !== false && (endpoint.rateLimit || options.rateLimit)
      ? { ...endpoint.rateLimit, ...options.rateLimit }
      : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: {
      access: endpoint.access,
      endpoint,
      ...(options.beforeStatement && { beforeStatement: true }),
      ...(rateLimit && { rateLimit }),
    },
    // The schemas above parse params, query and body into the types the handler declares.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
