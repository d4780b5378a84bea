import { parseSiteMode, SITE_MODE_ATTRIBUTE, type SiteMode } from '#contract/site-mode';

let bootMode: SiteMode | undefined;

/** The mode this page was served in; read from the root element on first use. */
export function readSiteMode(doc: Document | undefined = globalThis.document): SiteMode {
  if (bootMode) return bootMode;
  const mode = parseSiteMode(doc?.getElementById('root')?.getAttribute(SITE_MODE_ATTRIBUTE));
  if (doc) bootMode = mode;
  return mode;
}

/** For tests: forget the mode read at boot. */
export function resetSiteModeForTests() {
  bootMode = undefined;
}
