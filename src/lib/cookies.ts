import { serverScope } from './ssr/server-scope';

/**
 * Reads a cookie by name from document.cookie (or a given cookie string, for tests); on the server,
 * from the request being rendered (lib/ssr/server-scope.ts).
 */
export function readCookie(name: string, source?: string): string | undefined {
  const all = source ?? (typeof document === 'undefined' ? (serverScope()?.cookie ?? '') : document.cookie);
  for (const part of all.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/', sameSite = 'Lax' }: CookieOptions = {},
) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/') {
  document.cookie = `${name}=; path=${path}; max-age=0`;
}
