import type { z } from 'zod';
import type { SCHEMA_MODULES } from './schemas.js';
import type { TRole } from '../domain/index.js';

/**
 * Who may call an endpoint before its handler runs:
 * - `public`: anyone, with or without a session;
 * - `{ minRole }`: a session whose role ranks at or above `minRole`.
 * Decisions about one record (this survey, that organisation) are the endpoint's `scope`.
 */
export type TEndpointAccess = 'public' | { readonly minRole: TRole };

export type THttpMethod = 'GET' | 'POST';

/** A binary answer (XLSX, PDF, a survey file) that the client saves rather than parses. */
export type TFileResponse = { readonly kind: 'file'; readonly contentType: string };

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';

export function fileResponse(contentType: string): TFileResponse {
  return { kind: 'file', contentType };
}

/** A redirect (a link in a mail that leads on to a page), which no client parses. */
export type TRedirectResponse = { readonly kind: 'redirect'; readonly status: 301 | 302 | 303 };

type TSchemaModules = typeof SCHEMA_MODULES;
// Every key of the modules object is a string.
type TModuleName = Extract<keyof TSchemaModules, string>;

/**
 * A schema of the contract as 'module.ZName' (`results.ZResultsRequest`). Endpoints name their
 * schemas instead of holding them, so that the web app, which calls endpoints but validates
 * nothing with their schemas, loads no zod; the server resolves the names (SCHEMA_MODULES).
 */
export type TSchemaName = {
  [M in TModuleName]: {
    [K in Extract<keyof TSchemaModules[M], string>]: TSchemaModules[M][K] extends z.ZodType ? `${M}.${K}` : never;
  }[Extract<keyof TSchemaModules[M], string>];
}[TModuleName];

/** The schema a name stands for. */
export type TSchema<N extends TSchemaName> = N extends `${infer M extends keyof TSchemaModules}.${infer K}`
  ? K extends keyof TSchemaModules[M]
    ? TSchemaModules[M][K] & z.ZodType
    : never
  : never;

/**
 * One API route, shared by the server (which registers it) and the web app (which calls it):
 * the path names its parameters as `:name`, and each must be a key of `params`.
 */
export type TEndpoint = {
  readonly method: THttpMethod;
  readonly path: string;
  readonly access: TEndpointAccess;
  readonly params?: TSchemaName;
  readonly query?: TSchemaName;
  readonly body?: TSchemaName;
  readonly response: TSchemaName | TFileResponse | TRedirectResponse;
  /** The status of a success when it is not 200 (a restart that is accepted answers 202). */
  readonly successStatus?: number;
  /** Other statuses whose bodies the route describes (503 of /status, the respondent's errors). */
  readonly otherResponses?: Readonly<Record<number, TSchemaName>>;
  readonly summary?: string;
  readonly tags?: readonly string[];
  /** Calls per window per address; the server may count per account or token instead. */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: string };
  /** The records the caller must be allowed to reach, checked after the access and the schemas. */
  readonly scope?: TScope;
};

/**
 * Checks of one record that an endpoint names in `scope`; the server runs the policy of each
 * (apps/server/src/modules/auth/policies) in a preHandler, before the handler:
 * - `survey:read`: 404 unless the user may read the survey;
 * - `survey:manage`: 404 unless readable, 403 unless the user may change it;
 * - `survey:broadcast`: 404 unless readable, 403 unless the user may mail its respondents;
 * - `organization:access`: 403 unless the user works in the organisation;
 * - `mailingList:manage`: 404 unless the mailing list is the user's to manage;
 * - `cluster:use`: 404 unless the user may benchmark against the cluster;
 * - `client:read`: 403 unless the client is the user's own (superadmins: every client).
 */
export type TRecordScopeCheck =
  | 'survey:read'
  | 'survey:manage'
  | 'survey:broadcast'
  | 'organization:access'
  | 'mailingList:manage'
  | 'cluster:use'
  | 'client:read';

/** Checks of the user alone: `benchmark:enabled`, 403 unless the user's client has benchmarking. */
export type TUserScopeCheck = 'benchmark:enabled';

/**
 * One check of an endpoint's scope. `id` names where the record's id is in the parsed request,
 * as `params.surveyId` or `body.ClusterData.survey_id`; an id the request leaves out (an
 * optional field) is not checked, since the handler then acts on no such record.
 */
export type TScopeRule<Id extends string = string> =
  { readonly check: TRecordScopeCheck; readonly id: Id } | { readonly check: TUserScopeCheck };

type TNumberKeys<T> = {
  [K in Extract<keyof T, string>]-?: T[K] extends number | undefined ? K : never;
}[Extract<keyof T, string>];

/** The keys of T whose values are ids (numbers), and those one object further down. */
type TIdKeys<T> =
  | TNumberKeys<T>
  | {
      [K in Extract<keyof T, string>]-?: NonNullable<T[K]> extends readonly unknown[]
        ? never
        : NonNullable<T[K]> extends object
          ? `${K}.${TNumberKeys<NonNullable<T[K]>>}`
          : never;
    }[Extract<keyof T, string>];

type TPartIds<Part extends string, N> = N extends TSchemaName ? `${Part}.${TIdKeys<z.output<TSchema<N>>>}` : never;

/** The ids an endpoint's scope can point at: numbers of its parsed params, query or body. */
export type TScopeId<E extends TEndpoint> =
  TPartIds<'params', E['params']> | TPartIds<'query', E['query']> | TPartIds<'body', E['body']>;

/** The scope of one endpoint: its rules, in the order the server runs them. */
export type TScope<Id extends string = string> = TScopeRule<Id> | readonly TScopeRule<Id>[];

/** An endpoint that answers JSON, which the web app parses. */
export type TJsonEndpoint = TEndpoint & { readonly response: TSchemaName };

/** An endpoint whose scope points only at ids its own schemas parse. */
export function defineEndpoint<const E extends TEndpoint>(endpoint: E & { readonly scope?: TScope<TScopeId<E>> }): E {
  return endpoint;
}

/** The scope's rules as a list. */
export function scopeRules(scope: TScope | undefined): readonly TScopeRule[] {
  if (scope === undefined) return [];
  return 'check' in scope ? [scope] : scope;
}

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values the client puts in the path: one per `:name`, encoded when the path is built. */
export type TEndpointPathParams<E extends TEndpoint> = { readonly [K in PathParamNames<E['path']>]: string | number };

export type TEndpointBody<E extends TEndpoint> = E['body'] extends TSchemaName
  ? z.input<TSchema<E['body']>>
  : undefined;
export type TEndpointQuery<E extends TEndpoint> = E['query'] extends TSchemaName
  ? z.input<TSchema<E['query']>>
  : undefined;
/** What the client receives: the response schema's output, or undefined for a file. */
export type TEndpointResponse<E extends TEndpoint> = E['response'] extends TSchemaName
  ? z.output<TSchema<E['response']>>
  : undefined;

/** The endpoint as `METHOD path`, the key of the route access table and of test stubs. */
export function endpointKey(endpoint: TEndpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The names of the path's `:params`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The path with every `:name` replaced by its value, each encoded as one path segment. */
export function endpointPath<E extends TEndpoint>(endpoint: E, params?: TEndpointPathParams<E>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpointKey(endpoint)} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
