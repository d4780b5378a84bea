import { parseSiteMode, SITE_MODE_ATTRIBUTE, type SiteMode } from '#contract/site/site-mode';
import { serverScope } from '#src/lib/ssr/server-scope';

let bootMode: SiteMode | undefined;

/**
 * The mode this page was served in; read from the root element on first use. On the server, the
 * mode of the request being rendered (the server writes it on the root element for the browser).
 */
export function readSiteMode(doc: Document | undefined = globalThis.document): SiteMode {
  const server = doc ? undefined : serverScope();
  if (server) return server.siteMode;
  if (bootMode) return bootMode;
  const mode = parseSiteMode(doc?.getElementById('root')?.getAttribute(SITE_MODE_ATTRIBUTE));
  if (doc) bootMode = mode;
  return mode;
}

/** For tests: forget the mode read at boot. */
export function resetSiteModeForTests() {
  bootMode = undefined;
}
