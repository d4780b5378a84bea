// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWidgetConfig, type WidgetConfig } from './widget-config';
import { createWidgetRouter, type WidgetRouter } from './widget-router';

const config = (detail: string): WidgetConfig => {
  const result = readWidgetConfig({
    getAttribute: (name: string) => (name === 'data-tl-post-list' ? 'all' : detail),
  });
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result.config;
};

let router: WidgetRouter;
const start = (detail: string) => {
  router = createWidgetRouter({
    config: config(detail),
    brandOrigin: 'https://app.brand.example',
    host: document.body,
  });
  return router;
};

beforeEach(() => window.history.replaceState(null, '', '/blog/?x=1'));
afterEach(() => router.destroy());

describe('widget router', () => {
  it("maps the blog's link targets onto the host page", () => {
    start(`${location.origin}/blog/post`);
    expect(router.getRoute()).toEqual({ name: 'list', page: 1 });
    expect(router.hrefFor({ to: '/blog/article/$postId/$slug/', params: { postId: '7', slug: 'a-b' } })).toEqual({
      href: `${location.origin}/blog/post?tl-post=7-a-b`,
      external: false,
    });
    expect(router.hrefFor({ to: '/posts/$postId/$slug/', params: { postId: 7, slug: 'a-b' } }).href).toBe(
      `${location.origin}/blog/post?tl-post=7-a-b`,
    );
    expect(router.hrefFor({ to: '.', search: { pageNumber: 6 } }).href).toBe(`${location.origin}/blog/?x=1&tl-page=6`);
    expect(router.hrefFor({ to: '/blog' }).href).toBe(`${location.origin}/blog/?x=1`);
    // Anything else is a page of the brand's own site.
    expect(router.hrefFor({ to: '/featured/all/' })).toEqual({
      href: 'https://app.brand.example/featured/all/',
      external: true,
    });
  });

  it('moves in place within one document, and follows the back button', () => {
    start(`${location.origin}/blog/?x=1`);
    const seen: string[] = [];
    router.subscribe(() => seen.push(router.getRoute().name));
    const story = router.hrefFor({ to: '/blog/article/$postId/$slug/', params: { postId: '9', slug: 's' } }).href;
    expect(router.isInPlace(story)).toBe(true);
    router.navigate(story);
    expect(location.search).toBe('?x=1&tl-post=9-s');
    expect(router.getRoute()).toEqual({ name: 'detail', postId: 9, slug: 's' });

    window.history.replaceState(null, '', '/blog/?x=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.getRoute()).toEqual({ name: 'list', page: 1 });
    expect(seen).toEqual(['detail', 'list']);
  });

  it('replaces the entry when asked (Load More), without a new history entry', () => {
    start(`${location.origin}/blog/post`);
    const length = history.length;
    router.navigate(router.hrefFor({ to: '.', search: { pageNumber: 6 } }).href, { replace: true, resetScroll: false });
    expect(location.search).toBe('?x=1&tl-page=6');
    expect(history.length).toBe(length);
    expect(router.getRoute()).toEqual({ name: 'list', page: 6 });
    expect(router.isInPlace(`${location.origin}/blog/post?tl-post=1`)).toBe(false);
  });
});
