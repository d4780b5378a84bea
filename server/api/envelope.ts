import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HEAD_STATUS, type Envelope, type ErrorBody, type HeadStatus } from '#contract/envelope';

export const ok = <T>(c: Context, body: T) => c.json<Envelope<T>>({ head: { status: HEAD_STATUS.ok }, body });

/** HTTP 200 with a non-zero head.status: the client's status rules act on it. */
export const withHeadStatus = <T>(c: Context, status: HeadStatus, body: T, message?: string) =>
  c.json<Envelope<T>>({ head: message ? { status, message } : { status }, body });

/** An HTTP error with a readable message; head.status mirrors the HTTP status. */
export const fail = (c: Context, httpStatus: ContentfulStatusCode, message: string, errors?: Record<string, string>) =>
  c.json<Envelope<ErrorBody>>({ head: { status: httpStatus, message }, body: errors ? { errors } : {} }, httpStatus);

/** Parses a JSON (or form) body; garbage yields null so the route answers 400, never 500. */
export async function readBody(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const value: unknown = await c.req.json();
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await c.req.parseBody();
      return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
    }
  } catch {
    return null;
  }
  return null;
}
