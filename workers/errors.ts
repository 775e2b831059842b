import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';

/** The body of every error the API returns. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** An expected failure of a request: a stable code, a sentence for people, an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An ApiError the client may try again after a while (a rate limit): its answer says when, in Retry-After. */
export class RetryLater extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, message);
    this.name = 'RetryLater';
  }
}

/** Codes for the statuses Hono itself raises (bad JSON, method not allowed …). */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

function body(code: string, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/**
 * The one error boundary of the HTTP door. Known errors keep their status and code; a
 * zod failure that escaped a handler is a bad request; anything else is our fault, so it
 * is logged in full and the client sees only a generic 500.
 */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    if (err instanceof RetryLater) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(body(err.code, err.message, err.details), err.status);
  }
  if (err instanceof ZodError) {
    return c.json(body('invalid_request', 'The request does not have the expected shape.', err.issues), 400);
  }
  if (err instanceof HTTPException) {
    return c.json(body(codeForStatus(err.status), err.message || 'The request could not be served.'), err.status);
  }
  console.error('unhandled error', c.req.method, c.req.path, err);
  return c.json(body('internal', 'Something went wrong on our side.'), 500);
}
