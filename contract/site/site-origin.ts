/**
 * The origin of a brand's absolute addresses: canonical links, Open Graph and JSON-LD in the app's
 * head, the sitemap, robots.txt and the feed on the server (docs/seo.md, decision 0075).
 *
 * A brand's canonical origin is https:// and its primary host: the first of brand.json `hosts` that
 * is not a loopback name (`localhost`, `*.localhost`). Only a page asked for on one of the brand's
 * own loopback hosts (development, the e2e suite) uses the origin it was asked on, scheme and port
 * included, because nothing public answers there. Any other host (an unknown one that fell back to
 * the default brand, a proxy's internal name) never leaks into an address.
 */

type HostsOf = { hosts: readonly string[] };

const LOOPBACK = /(^|\.)localhost$/;

const hostname = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

export const isLoopbackHost = (host: string): boolean => LOOPBACK.test(hostname(host));

/** The brand's public host (brands/schema.ts requires one), or undefined for a config that has none. */
export const primaryHost = (brand: HostsOf): string | undefined => brand.hosts.find((h) => !isLoopbackHost(h));

function parsedOrigin(requestOrigin: string | undefined): URL | undefined {
  if (!requestOrigin) return undefined;
  try {
    const url = new URL(requestOrigin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin for this brand, given where the page or file was asked for (`location.origin` in the
 * browser; the scheme the server trusts plus the Host header on the server). No trailing slash.
 */
export function siteOrigin(brand: HostsOf, requestOrigin?: string): string {
  const asked = parsedOrigin(requestOrigin);
  if (asked && isLoopbackHost(asked.hostname) && brand.hosts.some((h) => hostname(h) === asked.hostname)) {
    return asked.origin;
  }
  return `https://${primaryHost(brand) ?? brand.hosts[0]}`;
}

/** An address on the site: `path` (from /) on `origin`; an address that is already absolute stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
