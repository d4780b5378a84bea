// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { PageView } from './analytics-sink';
import { headTitle, trackPageViews, type TrackOptions } from './page-view-tracker';

/** A real TanStack Router on a memory history, with route heads like the app's, and no React. */
function appRouter(initial = '/') {
  const root = createRootRoute({ head: () => ({ meta: [{ title: 'Starfolio' }] }) });
  const blog = createRoute({
    getParentRoute: () => root,
    path: '/blog/',
    validateSearch: (s: Record<string, unknown>) => (s.pageNumber ? { pageNumber: Number(s.pageNumber) } : {}),
    head: () => ({ meta: [{ title: 'Blog — Starfolio' }, { name: 'description', content: 'Stories' }] }),
  });
  const article = createRoute({
    getParentRoute: () => root,
    path: '/blog/article/$postId/',
    loader: async ({ params }) => ({ title: `Post ${params.postId}` }),
    head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Blog'} — Starfolio` }] }),
  });
  const saved = createRoute({ getParentRoute: () => root, path: '/saved/' });
  return createRouter({
    routeTree: root.addChildren([blog, article, saved]),
    history: createMemoryHistory({ initialEntries: [initial] }),
    trailingSlash: 'preserve',
  });
}

function track(router: ReturnType<typeof appRouter>, over: Partial<TrackOptions> = {}) {
  const views: PageView[] = [];
  const stop = trackPageViews(
    router,
    { pageView: (v) => views.push(v) },
    {
      origin: 'http://starfolio.localhost:4441',
      isAllowed: () => true,
      ...over,
    },
  );
  return { views, stop };
}

describe('trackPageViews', () => {
  it('counts the page on screen once when it starts after the first load', async () => {
    const router = appRouter('/blog/?pageNumber=2#top');
    await router.load();
    const { views } = track(router, { referrer: 'https://www.example.com/' });
    await router.invalidate();
    expect(views).toEqual([
      {
        location: 'http://starfolio.localhost:4441/blog/?pageNumber=2',
        title: 'Blog — Starfolio',
        referrer: 'https://www.example.com/',
      },
    ]);
  });

  it('counts the first page once it resolves when it starts before, with the title its loader gave', async () => {
    const router = appRouter('/blog/article/12/');
    const { views } = track(router);
    expect(views).toEqual([]);
    await router.load();
    expect(views).toEqual([
      { location: 'http://starfolio.localhost:4441/blog/article/12/', title: 'Post 12 — Starfolio' },
    ]);
  });

  it('counts one page view per navigation to another path, with the new page title, and none for a query change', async () => {
    const router = appRouter('/');
    await router.load();
    const { views, stop } = track(router, { referrer: 'https://www.example.com/' });
    await router.navigate({ to: '/blog/' });
    await router.navigate({ href: '/blog/?pageNumber=3', replace: true });
    await router.navigate({ href: '/blog/article/7/' });
    await router.navigate({ to: '/saved/' });
    // Back (the app's <RouterProvider> has the router load on every history change; here the test does).
    router.history.back();
    await router.load();
    expect(views.map((v) => [new URL(v.location).pathname, v.title, v.referrer])).toEqual([
      ['/', 'Starfolio', 'https://www.example.com/'],
      ['/blog/', 'Blog — Starfolio', undefined],
      ['/blog/article/7/', 'Post 7 — Starfolio', undefined],
      ['/saved/', 'Starfolio', undefined],
      ['/blog/article/7/', 'Post 7 — Starfolio', undefined],
    ]);
    stop();
    await router.navigate({ to: '/blog/' });
    expect(views).toHaveLength(5);
  });

  it('stops, sends nothing and says so once the choice is no longer there', async () => {
    const router = appRouter('/');
    await router.load();
    let allowed = true;
    let refused = 0;
    const { views } = track(router, { isAllowed: () => allowed, onRefused: () => (refused += 1) });
    allowed = false;
    await router.navigate({ to: '/blog/' });
    allowed = true;
    await router.navigate({ to: '/saved/' });
    expect(views.map((v) => new URL(v.location).pathname)).toEqual(['/']);
    expect(refused).toBe(1);
  });
});

describe('headTitle', () => {
  it('takes the deepest title, the last one within a match, and skips matches without one', () => {
    expect(
      headTitle([
        { meta: [{ title: 'Root' }] },
        { meta: [{ title: 'A' }, undefined, { title: 'B' }] },
        {},
        { meta: [] },
      ]),
    ).toBe('B');
    expect(headTitle([{}, { meta: [undefined] }])).toBeUndefined();
  });
});
