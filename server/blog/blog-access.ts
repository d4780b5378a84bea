import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import { sessionExpiredError } from '../auth/guards';
import { readSession, type SessionUser } from '../auth/session';
import type { PostRow } from './blog-store';
import { cacheScope } from '../cache/cache-marks';

/** Marks an answer public or private: server/cache/cache-marks.ts (kept here for the routes that import it from here). */

/** Where long posts are split: page 1 comes with the details, each later page from /post/nextpage/. */
const PAGE_BREAK = /\s*<!--\s*pagebreak\s*-->\s*/i;

export function splitPages(body: string): string[] {
  const pages = body
    .split(PAGE_BREAK)
    .map((p) => p.trim())
    .filter(Boolean);
  return pages.length ? pages : [''];
}

/** Any blog answer not marked public (errors, likes, premium bodies) leaves as private. */
export const privateByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has(CACHE_SCOPE_HEADER)) cacheScope(c, 'private');
};

export interface Reader {
  user: SessionUser | null;
  mayRead: boolean;
}

/**
 * Who may read a post in full. Free posts: everyone, and the session is not even read (the answer
 * is public). Premium posts: subscribers only; an expired session answers '100'/'110' so the client
 * can log in again, rather than showing a subscriber the locked teaser (thrown as the AppError the app answers once).
 */
export async function reader(c: Context, post: Pick<PostRow, 'is_premium'>): Promise<Reader> {
  if (!post.is_premium) return { user: null, mayRead: true };
  const session = await readSession(c);
  if (session.kind === 'expired') throw sessionExpiredError(session.sessionKind);
  const user = session.kind === 'user' ? session.user : null;
  return { user, mayRead: Boolean(user?.isSubscriber) };
}
