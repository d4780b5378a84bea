/**
 * The areas of the app a visitor never opens: the reader's own pages, the studio, the operations
 * and dealer screens (decision 0294). Their routes are not in the browser's first route tree; the app
 * attaches them when a navigation or a first load asks for one (src/app/route-subtrees.ts), and the
 * build leaves them out of the entry (scripts/route-subtrees.ts). Every path under one is private
 * in APP_ROUTES (app-routes.test.ts).
 */
export const STAFF_AREAS = [
  'account',
  'admin',
  'dealer',
  'import-client',
  'login-as-client',
  'payment',
  'settings',
  'studio',
] as const;

/**
 * The public areas whose routes join the browser's route tree the same way, as a subtree of their own
 * (decision 0308): every public page but home, the blog, an article and a basket (the pages with a
 * first-load budget, issue 33; the shared baskets' list sits beside the shared basket under
 * /public/). A page in one of them loads its subtree before it hydrates, preloaded by its HTML; any
 * other page loads it once it has hydrated.
 */
export const LATER_AREAS = [
  'contact',
  'discover',
  'faq',
  'featured',
  'loginerror',
  'saved',
  'status',
  'subscribe',
  'web-widget',
] as const;

/** The first segment of an app path (without the base path): '/discover/managers/' → 'discover'. */
const areaOf = (pathname: string) => /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];

/** Whether an app path (without the base path) is in one of the staff areas. */
export function isStaffPath(pathname: string): boolean {
  const area = areaOf(pathname);
  return area !== undefined && (STAFF_AREAS as readonly string[]).includes(area);
}

/** Whether an app path (without the base path) is in one of the later public areas. */
export function isLaterPath(pathname: string): boolean {
  const area = areaOf(pathname);
  return area !== undefined && (LATER_AREAS as readonly string[]).includes(area);
}
