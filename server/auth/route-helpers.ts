import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AUTH } from '#contract/auth/messages';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import type { AppEnv } from '../app-env';
import { fail, ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { Queryable } from '../db/database';
import type { SessionKind } from './session';
import { startSession } from './session-cookie';
import { toUserInfo, type UserRow } from './users';

/**
 * Private, uncacheable answers (they carry sessions and personal data). Bodies are capped for every
 * API route (server/security/body-limit.ts): a large one is a 413, never a slow hash.
 */
export const authAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
  c.header(CACHE_SCOPE_HEADER, 'private');
};

/** An auth call's JSON body, checked by its contract schema; a 400 says 'Please correct the highlighted fields.' */
export const authBody = <S extends z.ZodType>(schema: S) =>
  validate('json', schema, { message: AUTH.checkFields, badBody: (c) => fail(c, 400, AUTH.badBody) });

/** Starts a session for the user, sets the jwt cookie and answers { user }. */
export async function signedIn(c: Context, user: UserRow, kind: SessionKind = 'user', db?: Queryable) {
  await startSession(c, user.id, kind, db);
  return ok(c, { user: toUserInfo(user) });
}
