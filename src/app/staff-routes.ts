import type { AnyRoute, AnyRouter, BlockerFn } from '@tanstack/react-router';
import { isStaffPath } from '#contract/site/staff-areas';

/**
 * The staff areas' routes join the browser's route tree when they are first needed (decision 0294):
 * the build leaves them out of the entry (scripts/staff-route-subtree.ts), so a visitor's first load
 * holds none of them.
 */
type Router = Pick<AnyRouter, 'routeTree' | 'buildRouteTree' | 'setRoutes'>;

const attached = new WeakMap<object, Promise<void>>();

/** Where the staff routes come from: `() => import('virtual:staff-route-tree')` in the app. */
export type LoadStaffRoutes = () => Promise<{ staffRoutes: AnyRoute[] }>;

/** Adds the staff routes to the router's tree, once; every caller waits for the same load. */
export function attachStaffRoutes(router: Router, load: LoadStaffRoutes): Promise<void> {
  let done = attached.get(router);
  if (!done) {
    done = load().then(({ staffRoutes }) => {
      const root = router.routeTree as AnyRoute;
      const children = (root.children ?? []) as AnyRoute[];
      root._addFileChildren([...children, ...staffRoutes.filter((r) => !children.includes(r))]);
      router.setRoutes(router.buildRouteTree());
    });
    // A failed load (offline, a new build) is tried again by the next caller.
    done.catch(() => attached.delete(router));
    attached.set(router, done);
  }
  return done;
}

/** The app path of a browser path under the router's base path ('/' or '/segment'). */
export function appPathOf(pathname: string, basepath: string): string {
  const base = basepath.replace(/\/+$/, '');
  return base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/**
 * Every navigation to a staff page (a link, the app's own, Back and Forward) waits for the staff routes
 * before the router matches it, and so does a link's preload on hover; a first load of a staff page
 * attaches them before the router loads (`src/main.tsx`). Returns a function that stops watching.
 */
export function attachStaffRoutesOnDemand(router: AnyRouter, load: LoadStaffRoutes): () => void {
  const unblock = router.history.block({
    blockerFn: ({ nextLocation }: Parameters<BlockerFn>[0]) =>
      isStaffPath(appPathOf(nextLocation.pathname, router.basepath))
        ? attachStaffRoutes(router, load).then(
            () => false,
            // The subtree's chunk could not be fetched (offline before it was cached): the navigation goes
            // on and the router shows its not-found page.
            () => false,
          )
        : false,
    enableBeforeUnload: false,
  });
  const preload = router.preloadRoute;
  router.preloadRoute = async (opts) => {
    if (isStaffPath(router.buildLocation(opts as Parameters<AnyRouter['buildLocation']>[0]).pathname))
      await attachStaffRoutes(router, load).catch(() => undefined);
    return preload(opts);
  };
  return () => {
    unblock();
    router.preloadRoute = preload;
  };
}
