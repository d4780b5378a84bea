import { brokerDevHost } from '#contract/broker-dev-host';
import type { BrandConfig } from '../brand';

/**
 * Hosts a head.status 6 redirect may send the browser to, besides this site: the brand's payment
 * hosts and its brokers' redirect hosts (https only).
 */
export function redirectHosts(brand: Pick<BrandConfig, 'paymentHosts' | 'brokers'>): Set<string> {
  return new Set([...brand.paymentHosts, ...brand.brokers.map((b) => b.redirectHost)].map((h) => h.toLowerCase()));
}

/**
 * The URL to go to, or null when the redirect is refused. Allowed: a URL on this origin, or https on an
 * allow-listed host with no user name, password or explicit port, or a broker's development host (brokerDevHosts).
 * Everything else — other schemes
 * (javascript:, data:), protocol-relative '//host', backslashes, control characters, 'host@evil' tricks,
 * plain http to a payment host — is refused.
 */
/**
 * The simulated broker's development hosts (contract/broker-dev-host.ts): each broker redirect host
 * with `.example` as `.localhost`, on any port and http too, as the development server serves them.
 * Harmless in production: `*.localhost` only ever reaches the visitor's own machine.
 */
export function brokerDevHosts(brand: Pick<BrandConfig, 'brokers'>): Set<string> {
  return new Set(brand.brokers.flatMap((b) => brokerDevHost(b.redirectHost) ?? []));
}

export function allowedRedirect(
  raw: unknown,
  origin: string,
  brand: Pick<BrandConfig, 'paymentHosts' | 'brokers'>,
): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2048) return null;
  // Browsers read '\' as '/' and drop tabs and new lines: refuse rather than guess what they will see.
  if (raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  let here: URL;
  try {
    here = new URL(origin);
    url = new URL(raw, here);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === here.origin) return url;
  if (brokerDevHosts(brand).has(url.hostname)) return url;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  return redirectHosts(brand).has(url.hostname) ? url : null;
}
