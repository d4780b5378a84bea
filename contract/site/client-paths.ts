/**
 * A partner site's signed-in readers (docs/widget.md, "Signed-in readers"; decisions 0202, 0215):
 * `API.siteClient` (contract/ops/paths.ts). Kept here so the widget, which calls them, carries
 * these two paths and not every path of the product.
 */
export const SITE_CLIENT_API = {
  /** POST `{ assertion }` (contract/web-widget/types.ts): SiteClientBody, a key for the widget's KEY header. */
  login: 'site-client/login/',
  /** POST with that key in KEY: ends the session. */
  logout: 'site-client/logout/',
} as const;
