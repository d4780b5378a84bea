import type { BrandConfig } from '../brand';
import { brokerDevHost } from '#contract/broker/dev-host';
import { isLoopbackHost } from '#contract/site/site-origin';

/**
 * Hosts a head.status 6 redirect may send the browser to, besides this site: the brand's payment
 * hosts and its brokers' redirect hosts (https only).
 */
export function redirectHosts(brand: Pick<BrandConfig, 'paymentHosts' | 'brokers'>): Set<string> {
  return new Set([...brand.paymentHosts, ...brand.brokers.map((b) => b.redirectHost)].map((h) => h.toLowerCase()));
}

/**
 * The URL to go to, or null when the redirect is refused. Allowed: a URL on this origin, or https on an
 * allow-listed host with no user name, password or explicit port. Everything else — other schemes
 * (javascript:, data:), protocol-relative '//host', backslashes, control characters, 'host@evil' tricks,
 * plain http to a payment host — is refused.
 */
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
  if (isSimulatorDevPage(url, here, brand)) return url;
  if (url.protocol !== 'https:' || url.port !== '') return null;
  return redirectHosts(brand).has(url.hostname) ? url : null;
}

/**
 * In development only (this page on a loopback host): the simulated broker's sign-in page and the
 * simulated checkout answer on the dev twin of a broker's or payment host (contract/broker/dev-host.ts)
 * with this page's scheme and port.
 */
function isSimulatorDevPage(url: URL, here: URL, brand: Pick<BrandConfig, 'paymentHosts' | 'brokers'>): boolean {
  if (!isLoopbackHost(here.hostname) || url.protocol !== here.protocol || url.port !== here.port) return false;
  return [...redirectHosts(brand)].some((host) => brokerDevHost(host) === url.hostname);
}
