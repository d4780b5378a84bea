import type { AnyRoute, AnyRouter, BlockerFn } from '@tanstack/react-router';
import { loadOnce } from '../lib/load-once';

/**
 * Routes that join the browser's route tree when first needed: the staff areas' (decision 0294) and the
 * later public areas' (decision 0308). The build leaves them out of the entry (scripts/route-subtrees.ts),
 * so a first load holds none of them.
 */
type Router = Pick<AnyRouter, 'routeTree' | 'buildRouteTree' | 'setRoutes'>;

/** One subtree: which app paths are its pages, and where its routes come from (`import('virtual:…')`). */
export interface RouteSubtree {
  holds: (appPath: string) => boolean;
  load: () => Promise<{ routes: AnyRoute[] }>;
}

const attached = new WeakMap<object, Map<RouteSubtree, () => Promise<void>>>();

/**
 * Adds a subtree's routes to the router's tree, once; every caller waits for the same load, and a failed
 * load (offline, a new build) is tried again by the next caller.
 */
export function attachRoutes(router: Router, subtree: RouteSubtree): Promise<void> {
  let byRouter = attached.get(router);
  if (!byRouter) attached.set(router, (byRouter = new Map()));
  let attach = byRouter.get(subtree);
  if (!attach) {
    attach = loadOnce(() =>
      subtree.load().then(({ routes }) => {
        const root = router.routeTree as AnyRoute;
        const children = (root.children ?? []) as AnyRoute[];
        root._addFileChildren([...children, ...routes.filter((r) => !children.includes(r))]);
        router.setRoutes(router.buildRouteTree());
      }),
    );
    byRouter.set(subtree, attach);
  }
  return attach();
}

/** The subtree holding this app path, if any. */
export const subtreeOf = (subtrees: readonly RouteSubtree[], appPath: string) => subtrees.find((s) => s.holds(appPath));

/** The app path of a browser path under the router's base path ('/' or '/segment'). */
export function appPathOf(pathname: string, basepath: string): string {
  const base = basepath.replace(/\/+$/, '');
  return base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/**
 * Every navigation to a subtree's page (a link, the app's own, Back and Forward) waits for its routes
 * before the router matches it, and so does a link's preload on hover; a first load of such a page
 * attaches them before the router loads (`src/main.tsx`). Returns a function that stops watching.
 */
export function attachRoutesOnDemand(router: AnyRouter, subtrees: readonly RouteSubtree[]): () => void {
  const attachFor = (pathname: string) => {
    const subtree = subtreeOf(subtrees, appPathOf(pathname, router.basepath));
    return subtree ? attachRoutes(router, subtree) : undefined;
  };
  const unblock = router.history.block({
    blockerFn: ({ nextLocation }: Parameters<BlockerFn>[0]) =>
      attachFor(nextLocation.pathname)?.then(
        () => false,
        // The subtree's chunk could not be fetched (offline before it was cached): the navigation goes
        // on and the router shows its not-found page.
        () => false,
      ) ?? false,
    enableBeforeUnload: false,
  });
  const preload = router.preloadRoute;
  router.preloadRoute = async (opts) => {
    await attachFor(router.buildLocation(opts as Parameters<AnyRouter['buildLocation']>[0]).pathname)?.catch(
      () => undefined,
    );
    return preload(opts);
  };
  return () => {
    unblock();
    router.preloadRoute = preload;
  };
}
