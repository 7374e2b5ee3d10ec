import type { FastifyRequest } from 'fastify';

/**
 * The one place that decides what a log line may hold. Answers, e-mail addresses and search
 * words are patients' data: the request URL is logged without its query string and with
 * address segments replaced, bodies are never logged, and a database error is logged by its
 * SQLSTATE and statement text but never its parameters or its message (PostgreSQL repeats
 * input values in messages such as "invalid input syntax for type integer: …").
 */

export type LoggerOptions = {
  level: string;
  serializers: Record<string, (value: never) => unknown>;
  /** Where the JSON lines go; stdout unless a test captures them. */
  stream?: { write(line: string): void };
};

export function createLoggerOptions(level: string, stream?: LoggerOptions['stream']): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/** A path with any segment that holds an e-mail address replaced by `[email]`, without its query. */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0]!.split('#')[0]!;
  return path
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? '[email]' : segment))
    .join('/');
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  /** The statement with its $1 … placeholders; the values are left out. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
};

/** An error as it may be logged: for database errors no parameters, detail or message. */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) {
    // Already serialized by the error handler, which cannot count on these serializers.
    if (isLoggedError(error)) return error;
    return { type: typeof error, message: 'non-error thrown' };
  }
  const database = findDatabaseError(error);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (!database) {
    return { type: error.name, message: error.message, stack: frames };
  }
  return {
    type: error.name,
    message: `database error ${database.code}`,
    code: database.code,
    ...(findQueryText(error) ? { query: findQueryText(error) } : {}),
    ...(database.constraint ? { constraint: database.constraint } : {}),
    ...(database.table ? { table: database.table } : {}),
    ...(database.column ? { column: database.column } : {}),
    stack: frames,
  };
}

type DatabaseErrorFields = { code: string; constraint?: string; table?: string; column?: string };

function findDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as Partial<DatabaseErrorFields> & { severity?: unknown };
    // Both pg and PGlite raise errors carrying the server's SQLSTATE and severity.
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && candidate.severity) {
      return candidate as DatabaseErrorFields;
    }
    if (current instanceof Error && current.name === 'DrizzleQueryError' && !(current as { cause?: unknown }).cause) {
      return { code: 'unknown' };
    }
  }
  return undefined;
}

function findQueryText(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const query = (current as { query?: unknown }).query;
    if (typeof query === 'string') return query.slice(0, 2000);
  }
  return undefined;
}

function isLoggedError(value: unknown): value is LoggedError {
  return typeof value === 'object' && value !== null && 'type' in value && 'message' in value;
}
