import type { TApiError } from '@peil/contract/errors';

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
 * The one way the web apps call the API: credentials and no-cache on every request (as the
 * spec asks), JSON in and out, and failures turned into ApiError.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(path, {
    ...init,
    method,
    credentials: 'include',
    headers: {
      'cache-control': 'no-cache',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (parsed as Partial<TApiError> | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? `http_${response.status}`, error?.message ?? text, parsed);
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
