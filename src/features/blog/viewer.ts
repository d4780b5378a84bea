import { JWT_COOKIE } from '#contract/http/headers';
import { readCookie } from '../../lib/cookies';

/**
 * Who the server will answer as: the session token's subject (user id), read without verifying, or
 * 'visitor'. Answers that depend on the caller (like status) are cached per viewer, so one person's
 * cached answer is never shown to the next on the same device.
 */
export function viewerKey(cookies?: string): string {
  try {
    const payload = readCookie(JWT_COOKIE, cookies)?.split('.')[1];
    if (!payload) return 'visitor';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && /^\d{1,12}$/.test(json.sub) ? `u${json.sub}` : 'visitor';
  } catch {
    return 'visitor';
  }
}
