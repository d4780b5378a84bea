import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Who is calling and how, as far as this server can tell (docs/security.md, "Client address").
 *
 * The socket's peer address, unless TRUST_PROXY says N reverse proxies stand in front: then the
 * N-th X-Forwarded-For entry from the right, the one the outermost trusted proxy wrote. Entries to
 * its left were written by the caller and are never believed. X-Forwarded-Proto is read the same
 * way, and only then.
 */

/** The entry `trustProxy` places from the right of a comma-separated forwarded header, if present. */
function forwarded(value: string | undefined, trustProxy: number): string | undefined {
  if (!value || trustProxy < 1) return undefined;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustProxy)];
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request (an in-process app.request).
    return undefined;
  }
}

/** The address as written, without an IPv4-mapped IPv6 prefix; undefined for anything that is not an IP. */
export function normaliseAddress(value: string | undefined): string | undefined {
  const raw = value?.trim().replace(/^\[|\]$/g, '');
  if (!raw) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw);
  const address = mapped ? mapped[1]! : raw;
  return isIP(address) ? address.toLowerCase() : undefined;
}

/** The caller's IP address, or 'unknown'. */
export function clientAddress(c: Context): string {
  const trusted = normaliseAddress(forwarded(c.req.header('x-forwarded-for'), c.get('trustProxy')));
  return trusted ?? normaliseAddress(socketAddress(c)) ?? 'unknown';
}

/** The eight groups of an IPv6 address, '::' expanded. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right];
}

/**
 * What throttles count by: an IPv4 address as is, an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64, so counting single addresses would be no limit at all).
 */
export function clientKey(c: Context): string {
  const address = clientAddress(c);
  if (isIP(address) !== 6 || address.includes('.')) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}

/** True when the caller reached the site over https: the URL, or a trusted proxy's X-Forwarded-Proto. */
export function isHttps(c: Context): boolean {
  if (c.req.url.startsWith('https:')) return true;
  return forwarded(c.req.header('x-forwarded-proto'), c.get('trustProxy'))?.toLowerCase() === 'https';
}
