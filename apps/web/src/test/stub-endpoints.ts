import { ALL_ENDPOINTS } from '@peil/contract/api';
import {
  endpointKey,
  endpointPath,
  type TEndpoint,
  type TEndpointBody,
  type TEndpointPathParams,
  type TEndpointResponse,
  type TSchemaName,
} from '@peil/contract/api/define-endpoint';
import { vi } from 'vitest';

/** The statuses of a refusal that a stub may answer with. */
type TFailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/**
 * What a stubbed endpoint answers: the body its contract declares (the text of a file for a file
 * endpoint), a refusal with any body the server may send, or no answer at all (a call in flight).
 */
export type TStubAnswer<E extends TEndpoint> =
  | { status?: undefined; body: E['response'] extends TSchemaName ? TEndpointResponse<E> : string }
  | { status: TFailureStatus; body: unknown }
  | { pending: true };

/** One call the stub received; `endpoint` is undefined for a call no stub answers. */
export type TStubbedCall = {
  endpoint: TEndpoint | undefined;
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
};

type TAnswerOrResponder<E extends TEndpoint> =
  | TStubAnswer<E>
  | ((request: { body: TEndpointBody<E>; query: URLSearchParams }) => TStubAnswer<E> | Promise<TStubAnswer<E>>);

type TStub = TRoute & { key: string };

type TOnRest<E extends TEndpoint> = keyof TEndpointPathParams<E> extends never
  ? [answer: TAnswerOrResponder<E>]
  : [params: TEndpointPathParams<E>, answer: TAnswerOrResponder<E>];

/**
 * How one endpoint of the contract answers: its path comes from the endpoint and the path
 * parameters, so a stub for a route the contract does not have cannot be written. The answer
 * may be a function of the request's body and query.
 */
export function on<E extends TEndpoint>(endpoint: E, ...rest: TOnRest<E>): TStub {
  const [params, answer] = (rest.length === 2 ? rest : [undefined, rest[0]]) as [
    TEndpointPathParams<E> | undefined,
    TAnswerOrResponder<E>,
  ];
  return {
    endpoint,
    key: `${endpoint.method} ${endpointPath(endpoint, params)}`,
    respond: (request) =>
      typeof answer === 'function'
        ? (answer as (r: typeof request) => TAnyAnswer | Promise<TAnyAnswer>)(request)
        : answer,
  };
}

/**
 * Puts a fetch stub in place that answers each endpoint as `stubs` say; when two stubs name the
 * same call, the later one answers (a test overrides a shared set). Any other call gets a 404.
 */
export function stubEndpoints(...stubs: TStub[]) {
  return installFetchStub((method, path) => {
    const stub = [...stubs].reverse().find((candidate) => candidate.key === `${method} ${path}`);
    return stub && { endpoint: stub.endpoint, respond: stub.respond };
  });
}

/** An answer of `stubContract`, whose endpoint is known only when the call comes. */
export type TAnyAnswer = { status?: number; body: unknown } | { pending: true };

const CONTRACT_ROUTES = ALL_ENDPOINTS.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
}));

/**
 * For a test whose answers depend on the call: each call is matched to its endpoint of the
 * contract and answered by `respond` (compare the endpoint with `API.area.name`). A call to a
 * route the contract does not have fails the test.
 */
export function stubContract(
  respond: (endpoint: TEndpoint, body: Record<string, unknown> | undefined) => TAnyAnswer | Promise<TAnyAnswer>,
) {
  return installFetchStub((method, path) => {
    const route = CONTRACT_ROUTES.find(
      (candidate) => candidate.endpoint.method === method && candidate.pattern.test(path),
    );
    if (!route) throw new Error(`the contract has no endpoint ${method} ${path}`);
    return {
      endpoint: route.endpoint,
      respond: ({ body }) => respond(route.endpoint, body as Record<string, unknown> | undefined),
    };
  });
}

type TRoute = {
  endpoint: TEndpoint;
  respond: (request: { body: unknown; query: URLSearchParams }) => TAnyAnswer | Promise<TAnyAnswer>;
};

function installFetchStub(route: (method: string, path: string) => TRoute | undefined) {
  const calls: TStubbedCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const found = route(method, url.pathname);
    calls.push({ endpoint: found?.endpoint, method, path: url.pathname, query: url.searchParams, body });
    if (!found) {
      const message = `no stub for ${method} ${url.pathname}`;
      return new Response(JSON.stringify({ error: { code: 'not_found', message } }), { status: 404 });
    }
    const answer = await found.respond({ body, query: url.searchParams });
    if ('pending' in answer) return new Promise<Response>(() => {});
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const response = found.endpoint.response;
    const headers =
      typeof response === 'object' && response.kind === 'file' ? { 'content-type': response.contentType } : undefined;
    return new Response(text, { status: answer.status ?? found.endpoint.successStatus ?? 200, headers });
  };
  vi.stubGlobal('fetch', fetchStub);

  /** The calls made to this endpoint (with these path parameters, when given). */
  function callsTo<E extends TEndpoint>(endpoint: E, params?: TEndpointPathParams<E>): TStubbedCall[] {
    const path = params === undefined ? undefined : endpointPath(endpoint, params);
    return calls.filter(
      (call) =>
        call.endpoint !== undefined &&
        endpointKey(call.endpoint) === endpointKey(endpoint) &&
        (path === undefined || call.path === path),
    );
  }

  return {
    fetchStub,
    calls,
    callsTo,
    /** The bodies sent to this endpoint, oldest first. */
    bodiesTo: <E extends TEndpoint>(endpoint: E, params?: TEndpointPathParams<E>) =>
      callsTo(endpoint, params).map((call) => call.body as TEndpointBody<E>),
  };
}
