/**
 * Standard build or the tag-less analysis site. A deployment picks the mode with SITE_MODE=analysis;
 * the server writes it on the root element as data-site-mode, and the app reads it once at boot
 * (docs/decisions/0027-analysis-site-mode.md).
 */
export type SiteMode = 'standard' | 'analysis';

/** The attribute on <div id="root"> that carries the mode. */
export const SITE_MODE_ATTRIBUTE = 'data-site-mode';

/** Anything but 'analysis' is the standard build. */
export const parseSiteMode = (value: string | null | undefined): SiteMode =>
  value?.trim().toLowerCase() === 'analysis' ? 'analysis' : 'standard';

/** The list and details calls of each mode; the other blog calls are the same in both. */
export const BLOG_ENDPOINTS: Record<SiteMode, { list: string; details: string }> = {
  standard: { list: 'post/list/', details: 'post/details/' },
  analysis: { list: 'analysis/post/list/', details: 'analysis/post/details/' },
};
