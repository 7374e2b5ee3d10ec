// Endpoints name their schemas rather than hold them, so this client and every page built on it
// (the login, the respondent app) load no zod.
import {
  endpointPath,
  type TEndpoint,
  type TEndpointBody,
  type TEndpointPathParams,
  type TEndpointQuery,
  type TEndpointResponse,
  type TFileResponse,
  type TJsonEndpoint,
} from '@peil/contract/api/define-endpoint';
import type { TApiError, TErrorCode } from '@peil/contract/errors';

/**
 * Fired when the server refuses a call because the user must sign the data-processing
 * statement first; the session then sends the user to /statement.
 */
export const STATEMENT_REQUIRED_EVENT = 'peil:statement-required';

/** An API failure with the server's error code, for messages in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * Credentials and no-cache on every request (as the spec asks), JSON in and out, and failures
 * turned into ApiError. Only callEndpoint uses it, so every path and answer type comes from an
 * endpoint of the contract.
 */
async function apiRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw toApiError(response, text, parsed);
  return parsed as T;
}

type TCallArguments<E extends TEndpoint> = (keyof TEndpointPathParams<E> extends never
  ? { params?: undefined }
  : { params: TEndpointPathParams<E> }) &
  (TEndpointBody<E> extends undefined ? { body?: undefined } : { body: TEndpointBody<E> }) &
  (TEndpointQuery<E> extends undefined ? { query?: undefined } : { query: TEndpointQuery<E> });

/** Optional when the endpoint takes no path parameters, body or query. */
type TCallRest<E extends TEndpoint> =
  Record<string, never> extends TCallArguments<E> ? [call?: TCallArguments<E>] : [call: TCallArguments<E>];

/**
 * The one way the web apps call the API: one endpoint of the contract, its method and path (each parameter encoded), the body
 * the endpoint takes, and the response type it declares.
 */
export function callEndpoint<E extends TJsonEndpoint>(
  endpoint: E,
  ...[call]: TCallRest<E>
): Promise<TEndpointResponse<E>> {
  return apiRequest<TEndpointResponse<E>>(endpoint.method, endpointUrl(endpoint, call), call?.body);
}

/**
 * Calls an endpoint whose answer is a file (XLSX, PDF): the same credentials, headers and errors
 * as a JSON call, but the successful response is handed back unread, to save or to stream.
 */
export function callFileEndpoint<E extends TEndpoint & { response: TFileResponse }>(
  endpoint: E,
  ...[call]: TCallRest<E>
): Promise<Response> {
  return fileRequest(endpoint.method, endpointUrl(endpoint, call), call?.body);
}

function endpointUrl<E extends TEndpoint>(endpoint: E, call: TCallArguments<E> | undefined): string {
  const path = endpointPath(endpoint, call?.params);
  const query = call?.query as Record<string, string | number | boolean | undefined> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function fileRequest(method: 'GET' | 'POST', path: string, body: unknown): Promise<Response> {
  const response = await send(method, path, body);
  if (!response.ok) {
    const text = await response.text();
    throw toApiError(response, text, text ? safeJson(text) : undefined);
  }
  return response;
}

function send(method: 'GET' | 'POST', path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method,
    credentials: 'include',
    headers: {
      'cache-control': 'no-cache',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function toApiError(response: Response, text: string, parsed: unknown): ApiError {
  const error = (parsed as Partial<TApiError> | undefined)?.error;
  const code = error?.code ?? `http_${response.status}`;
  if (code === ('statement_required' satisfies TErrorCode)) window.dispatchEvent(new Event(STATEMENT_REQUIRED_EVENT));
  return new ApiError(response.status, code, error?.message ?? text, parsed);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
