/**
 * The areas of the app a visitor never opens: the reader's own pages, the studio, the operations
 * and dealer screens (decision 0294). Their routes are not in the browser's first route tree; the app
 * attaches them when a navigation or a first load asks for one (src/app/staff-routes.ts), and the
 * build leaves them out of the entry (scripts/staff-route-subtree.ts). Every path under one is private
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

/** Whether an app path (without the base path) is in one of the staff areas. */
export function isStaffPath(pathname: string): boolean {
  const area = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return area !== undefined && (STAFF_AREAS as readonly string[]).includes(area);
}
