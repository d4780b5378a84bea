// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { isLaterPath, isStaffPath } from '#contract/site/staff-areas';
import { appPathOf, attachRoutes, attachRoutesOnDemand, type RouteSubtree } from './route-subtrees';

/** A router whose tree has the public pages only, and the staff routes its load hands over when asked. */
function visitorRouter(at = '/blog/') {
  const root = createRootRoute();
  const blog = createRoute({ getParentRoute: () => root, path: '/blog/' });
  const studio = createRoute({ getParentRoute: () => root, path: '/studio/posts/' });
  const router = createRouter({
    routeTree: root.addChildren([blog]),
    history: createMemoryHistory({ initialEntries: [at] }),
    trailingSlash: 'preserve',
  });
  // What RouterProvider's Transitioner does: every change of the history loads the router.
  router.history.subscribe(() => void router.load());
  const loads: Array<(ok: boolean) => void> = [];
  const load: RouteSubtree = {
    holds: isStaffPath,
    load: () =>
      new Promise<{ routes: AnyRoute[] }>((resolve, reject) =>
        loads.push((ok) => (ok ? resolve({ routes: [studio] }) : reject(new Error('offline')))),
      ),
  };
  const matched = () => router.state.matches.map((m) => m.routeId);
  return { router, load, loads, matched, studio };
}

/** Another subtree, never asked for in these tests: a staff page's navigation loads the staff one only. */
const later: RouteSubtree = { holds: isLaterPath, load: () => Promise.reject(new Error('not this one')) };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a subtree of routes, attached when first needed (decisions 0294, 0308)', () => {
  it('holds a navigation to a staff page until the routes are in the tree, then matches it', async () => {
    const { router, load, loads, matched } = visitorRouter();
    await router.load();
    attachRoutesOnDemand(router, [later, load]);
    const navigation = router.navigate({ to: '/studio/posts/' } as never);
    await settle();
    expect(loads).toHaveLength(1);
    expect(router.history.location.pathname).toBe('/blog/');
    loads[0]!(true);
    await navigation;
    await vi.waitFor(() => expect(matched()).toEqual(['__root__', '/studio/posts/']));
    expect(router.state.location.pathname).toBe('/studio/posts/');
  });

  it('lets public navigations through without loading anything', async () => {
    const { router, load, loads, matched } = visitorRouter('/studio/posts/');
    await router.load();
    expect(matched()).toEqual(['__root__']);
    attachRoutesOnDemand(router, [later, load]);
    await router.navigate({ to: '/blog/' } as never);
    await vi.waitFor(() => expect(matched()).toEqual(['__root__', '/blog/']));
    expect(loads).toHaveLength(0);
  });

  it("attaches them before a link's preload matches", async () => {
    const { router, load, loads, studio } = visitorRouter();
    await router.load();
    attachRoutesOnDemand(router, [later, load]);
    const preload = router.preloadRoute({ to: '/studio/posts/' } as never);
    await settle();
    expect(loads).toHaveLength(1);
    loads[0]!(true);
    await preload;
    expect(Object.values(router.routesById)).toContain(studio);
  });

  it('loads them once for every caller, and tries again after a failed load', async () => {
    const { router, load, loads, studio } = visitorRouter();
    const first = attachRoutes(router, load);
    const second = attachRoutes(router, load);
    expect(loads).toHaveLength(1);
    loads[0]!(false);
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    const again = attachRoutes(router, load);
    expect(loads).toHaveLength(2);
    loads[1]!(true);
    await again;
    await attachRoutes(router, load);
    expect(loads).toHaveLength(2);
    expect(router.routeTree.children).toHaveLength(2);
    expect(Object.values(router.routesById)).toContain(studio);
  });

  it('reads the app path under a base path', () => {
    expect(appPathOf('/studio/posts/', '/')).toBe('/studio/posts/');
    expect(appPathOf('/tl/studio/posts/', '/tl')).toBe('/studio/posts/');
    expect(appPathOf('/tl/studio/', '/tl/')).toBe('/studio/');
    expect(appPathOf('/tlx/studio/', '/tl')).toBe('/tlx/studio/');
  });

  it('knows the staff areas by their first segment only', () => {
    for (const path of ['/studio/', '/studio', '/account/investments/7/', '/admin/', '/payment/checkout/'])
      expect(isStaffPath(path), path).toBe(true);
    for (const path of ['/', '/blog/', '/studios/', '/saved/', '/subscribe/7/', '/public/baskets/', '/accounts/'])
      expect(isStaffPath(path), path).toBe(false);
  });

  it('knows the later public areas by their first segment only, and the budgeted pages are in none', () => {
    for (const path of ['/discover/managers/meera-iyer/', '/featured/all/', '/contact/', '/saved/', '/subscribe/7/'])
      expect(isLaterPath(path), path).toBe(true);
    for (const path of ['/', '/blog/', '/blog/article/1/a/', '/baskets/x/', '/public/baskets/x/', '/posts/1/a/'])
      expect(isLaterPath(path) || isStaffPath(path), path).toBe(false);
    expect(isLaterPath('/discovery/')).toBe(false);
  });
});
