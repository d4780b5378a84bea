import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import { fail, ok, readBody } from '../api/envelope';
import type { Queryable } from '../db/database';
import type { FieldErrors } from './fields';
import { AUTH } from './messages';
import type { SessionKind } from './session';
import { startSession } from './session-cookie';
import { toUserInfo, type UserRow } from './users';

/** Auth bodies are a few fields: 16 KiB is plenty, and a larger body is a 413, never a slow hash. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** Body size cap and private, uncacheable answers (they carry sessions and personal data). */
const limitBody = bodyLimit({ maxSize: AUTH_BODY_LIMIT, onError: (c) => fail(c, 413, AUTH.tooLarge) });

export const authAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  const tooLarge = await limitBody(c, next);
  if (tooLarge instanceof Response) c.res = tooLarge;
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Cache-Scope', 'private');
};

/** The JSON (or form) body as an object, or the 400 to send for anything else. */
export async function objectBody(c: Context<AppEnv>): Promise<Record<string, unknown> | Response> {
  return (await readBody(c)) ?? fail(c, 400, AUTH.badBody);
}

export const invalidFields = (c: Context<AppEnv>, errors: FieldErrors) => fail(c, 400, AUTH.checkFields, errors);

/** Starts a session for the user, sets the jwt cookie and answers { user }. */
export async function signedIn(c: Context<AppEnv>, user: UserRow, kind: SessionKind = 'user', db?: Queryable) {
  await startSession(c, user.id, kind, db);
  return ok(c, { user: toUserInfo(user) });
}
