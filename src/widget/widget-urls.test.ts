import { describe, expect, it } from 'vitest';
import { readWidgetConfig, type WidgetConfig } from './widget-config';
import { detailHref, isPage, isSameDocument, listBase, listHref, parsePostParam, routeFor } from './widget-urls';

const configFor = (detail: string, list = 'all'): WidgetConfig => {
  const result = readWidgetConfig({
    getAttribute: (name: string) =>
      name === 'data-tl-post-list' ? list : name === 'data-tl-post-detail-page-url' ? detail : null,
  });
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result.config;
};

const config = configFor('https://news.example/blog/post?section=markets');
const u = (s: string) => new URL(s);

describe('widget routes from the host page address', () => {
  it('reads tl-post on the detail page only', () => {
    expect(routeFor(u('https://news.example/blog/post?section=markets&tl-post=12-what-is-a-sip'), config)).toEqual({
      name: 'detail',
      postId: 12,
      slug: 'what-is-a-sip',
    });
    expect(routeFor(u('https://news.example/blog/post?tl-post=12&section=markets&utm_source=x'), config)).toEqual({
      name: 'detail',
      postId: 12,
      slug: null,
    });
    // Another page, or the detail page without its own parameters, shows the list.
    expect(routeFor(u('https://news.example/blog/?tl-post=12-x'), config)).toEqual({ name: 'list', page: 1 });
    expect(routeFor(u('https://news.example/blog/post?tl-post=12-x'), config)).toEqual({ name: 'list', page: 1 });
    expect(routeFor(u('https://news.example/blog/post?section=markets'), config)).toEqual({ name: 'list', page: 1 });
  });

  it('reads tl-page for the list, page 1 when it is not a page number', () => {
    expect(routeFor(u('https://news.example/blog/?tl-page=6'), config)).toEqual({ name: 'list', page: 6 });
    expect(routeFor(u('https://news.example/blog/?tl-page=-1'), config)).toEqual({ name: 'list', page: 1 });
    expect(routeFor(u('https://news.example/blog/?tl-page=1e3'), config)).toEqual({ name: 'list', page: 1 });
  });

  it('accepts only well-formed post values', () => {
    expect(parsePostParam('7-Some-Slug')).toEqual({ postId: 7, slug: 'some-slug' });
    for (const bad of ['', 'abc', '0-x', '-1', '12-', '12-<b>', '99999999999', '12-a b', null]) {
      expect(parsePostParam(bad), String(bad)).toBeNull();
    }
  });
});

describe('widget links', () => {
  it('builds story links on the detail page, keeping its own parameters', () => {
    expect(detailHref(config, 12, 'what-is-a-sip')).toBe(
      'https://news.example/blog/post?section=markets&tl-post=12-what-is-a-sip',
    );
    const bare = configFor('https://news.example/story#comments');
    expect(detailHref(bare, 3, null)).toBe('https://news.example/story?tl-post=3');
  });

  it('builds list links without the widget parameters', () => {
    expect(listHref(u('https://news.example/blog/?a=1&tl-post=4-x&tl-page=3#top'), 2)).toBe(
      'https://news.example/blog/?a=1&tl-page=2',
    );
    expect(listHref(u('https://news.example/blog/?tl-page=3'))).toBe('https://news.example/blog/');
  });

  it('finds the list: this page, the referring list page, or the bare detail page', () => {
    const story = u('https://news.example/blog/post?section=markets&tl-post=12-x');
    expect(listBase(u('https://news.example/blog/?tl-page=2'), config, '').href).toBe(
      'https://news.example/blog/?tl-page=2',
    );
    expect(listBase(story, config, 'https://news.example/blog/?tl-page=2').href).toBe(
      'https://news.example/blog/?tl-page=2',
    );
    for (const referrer of ['', 'https://elsewhere.example/blog/', story.href.replace('12-x', '9-y'), 'nonsense']) {
      expect(listBase(story, config, referrer).href, referrer).toBe('https://news.example/blog/post?section=markets');
    }
  });

  it('tells addresses of the same document apart from other pages', () => {
    expect(isSameDocument(u('https://n.example/b/?x=1&tl-post=2'), u('https://n.example/b/?tl-page=2&x=1#f'))).toBe(
      true,
    );
    expect(isSameDocument(u('https://n.example/b/?x=1'), u('https://n.example/b/?x=2'))).toBe(false);
    expect(isSameDocument(u('https://n.example/b/'), u('https://n.example/c/'))).toBe(false);
    expect(isPage(u('https://n.example/b/?x=1&y=2'), u('https://n.example/b/?x=1'))).toBe(true);
    expect(isPage(u('https://n.example/b/?y=2'), u('https://n.example/b/?x=1'))).toBe(false);
  });
});
