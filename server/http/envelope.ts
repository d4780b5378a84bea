import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HEAD_STATUS, type Envelope, type ErrorBody, type HeadStatus } from '#contract/http/envelope';

export const ok = <T>(c: Context, body: T) => c.json<Envelope<T>>({ head: { status: HEAD_STATUS.ok }, body });

/** HTTP 200 with a non-zero head.status: the client's status rules act on it. */
export const withHeadStatus = <T>(c: Context, status: HeadStatus, body: T, message?: string) =>
  c.json<Envelope<T>>({ head: message ? { status, message } : { status }, body });

/** An HTTP error with a readable message; head.status mirrors the HTTP status. */
export const fail = (c: Context, httpStatus: ContentfulStatusCode, message: string, errors?: Record<string, string>) =>
  c.json<Envelope<ErrorBody>>({ head: { status: httpStatus, message }, body: errors ? { errors } : {} }, httpStatus);
