import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readSession, type SessionUser } from '../auth/session';
import { HeadStatus, withHeadStatus } from './envelope';
import type { PostRow } from './blog-queries';

/** Where long posts are split: page 1 comes with the details, each later page from /post/nextpage/. */
const PAGE_BREAK = /\s*<!--\s*pagebreak\s*-->\s*/i;

export function splitPages(body: string): string[] {
  const pages = body
    .split(PAGE_BREAK)
    .map((p) => p.trim())
    .filter(Boolean);
  return pages.length ? pages : [''];
}

/**
 * Marks an answer for the service worker (docs/api.md, "Cache scope"): `public` is the same for
 * every reader and may be cached for everyone; `private` depends on the caller and is never stored.
 */
export function cacheScope(c: Context, scope: 'public' | 'private') {
  c.header('X-Cache-Scope', scope);
  c.header('Cache-Control', scope === 'public' ? 'no-cache' : 'private, no-store');
  if (scope === 'private') c.header('Vary', 'KEY', { append: true });
}

/** Any blog answer not marked public (errors, likes, premium bodies) leaves as private. */
export const privateByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('X-Cache-Scope')) cacheScope(c, 'private');
};

export type Reader =
  | { kind: 'reader'; user: SessionUser | null; mayRead: boolean }
  /** The session expired: the answer to send instead ('100', or '110' for a broker session). */
  | { kind: 'expired'; response: Response };

/**
 * Who may read a post in full. Free posts: everyone, and the session is not even read (the answer
 * is public). Premium posts: subscribers only; an expired session answers '100'/'110' so the client
 * can log in again, rather than showing a subscriber the locked teaser.
 */
export async function reader(c: Context<AppEnv>, post: Pick<PostRow, 'is_premium'>): Promise<Reader> {
  if (!post.is_premium) return { kind: 'reader', user: null, mayRead: true };
  const session = await readSession(c);
  if (session.kind === 'expired') {
    const status = session.sessionKind === 'broker' ? HeadStatus.brokerSessionExpired : HeadStatus.sessionExpired;
    return { kind: 'expired', response: withHeadStatus(c, status, {}, 'Session Timed Out!') };
  }
  const user = session.kind === 'user' ? session.user : null;
  return { kind: 'reader', user, mayRead: Boolean(user?.isSubscriber) };
}

/** The caller for like-status: a signed-in user, or nobody (an expired session reads as a visitor). */
export async function optionalUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const session = await readSession(c);
  return session.kind === 'user' ? session.user : null;
}
