import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { log } from '../log';
import { fail } from './envelope';
import { HEAD_STATUS, type Envelope, type FieldErrors, type HeadStatus } from '#contract/http/envelope';

/**
 * What each refusal answers (docs/api.md, "Statuses"): an HTTP error, whose head.status mirrors it,
 * or HTTP 200 with a head.status the client's status rules act on.
 */
const ANSWERS = {
  invalid: { http: 400 },
  unauthorized: { http: 401 },
  forbidden: { http: 403 },
  'not-found': { http: 404 },
  conflict: { http: 409 },
  'session-expired': { http: 200, head: HEAD_STATUS.sessionExpired },
  'broker-session-expired': { http: 200, head: HEAD_STATUS.brokerSessionExpired },
  'screener-subscriber-only': { http: 200, head: HEAD_STATUS.screenerSubscriberOnly },
  'screener-plan-only': { http: 200, head: HEAD_STATUS.screenerPlanOnly },
  'screener-expired': { http: 200, head: HEAD_STATUS.screenerExpired },
} as const satisfies Record<string, { http: ContentfulStatusCode; head?: HeadStatus }>;

export type AppErrorCode = keyof typeof ANSWERS;

export interface AppErrorOptions {
  /** The first problem of each field: the body of an HTTP error is then `{ errors }`. */
  errors?: FieldErrors;
  /** The envelope's body instead (an HTTP error's is `{}` otherwise, a head status's `{}` too). */
  body?: unknown;
}

/**
 * A refusal a use case throws: its code says the HTTP status and head.status, its message is
 * head.message. The app's error handler (answerAppError) turns it into the envelope, once.
 */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The envelope of a refusal: what server/http/envelope.ts's fail and withHeadStatus answer. */
export function appErrorAnswer(c: Context, e: AppError): Response {
  const answer: { http: ContentfulStatusCode; head?: HeadStatus } = ANSWERS[e.code];
  const { errors } = e.options;
  const body = 'body' in e.options ? e.options.body : errors ? { errors } : {};
  const head = { status: answer.head ?? answer.http, message: e.message };
  return c.json<Envelope<unknown>>({ head, body }, answer.http);
}

/**
 * The app's one error handler (server/app.ts): an AppError is its refusal's envelope, anything else
 * a logged HTTP 500. The headers a handler set before it threw (its cache scope) stay on the answer.
 */
export const answerErrors: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return appErrorAnswer(c, err);
  log.error('unhandled error', { id: c.var.requestId, error: err.message, stack: err.stack });
  return fail(c, 500, 'The server could not complete this request.');
};
