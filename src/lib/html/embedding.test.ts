// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isEmbedded, resourceSrcSet, resourceUrl, setResourceOrigin } from './embedding';
import { sanitizeHtml } from './sanitize';
import { NEXT_PATH_COOKIE, rememberNextPath } from '../session/next-path';

afterEach(() => setResourceOrigin(''));

describe('resource origin', () => {
  it('leaves URLs alone in the app', () => {
    expect(isEmbedded()).toBe(false);
    expect(resourceUrl('/media/posts/a-800.jpg')).toBe('/media/posts/a-800.jpg');
    expect(resourceSrcSet('/a-400.jpg 400w')).toBe('/a-400.jpg 400w');
    expect(sanitizeHtml('<img src="/media/posts/a-800.jpg" alt="">')).toContain('src="/media/posts/a-800.jpg"');
  });

  it('points root-relative URLs at the brand once the widget sets its origin', () => {
    setResourceOrigin('https://app.brand.example/');
    expect(isEmbedded()).toBe(true);
    expect(resourceUrl('/media/posts/a-800.jpg')).toBe('https://app.brand.example/media/posts/a-800.jpg');
    expect(resourceUrl(null)).toBeNull();
    for (const other of ['https://cdn.example/x.jpg', '//evil.example/x.jpg', '/\\evil.example', 'x.jpg', 'data:x']) {
      expect(resourceUrl(other)).toBe(other);
    }
    expect(resourceSrcSet('/a-400.jpg 400w, /a-800.jpg 800w,https://c.example/b.jpg 2x')).toBe(
      'https://app.brand.example/a-400.jpg 400w, https://app.brand.example/a-800.jpg 800w,https://c.example/b.jpg 2x',
    );
  });

  it('makes post images and links absolute in sanitized HTML, links to the brand opening in a new tab', () => {
    setResourceOrigin('https://app.brand.example');
    const html = sanitizeHtml(
      '<p><img src="/media/posts/a-800.jpg" srcset="/media/posts/a-400.jpg 400w, /media/posts/a-800.jpg 800w" alt=""><a href="/blog/">Blog</a><a href="#x">x</a></p>',
    );
    expect(html).toContain('src="https://app.brand.example/media/posts/a-800.jpg"');
    expect(html).toContain(
      'srcset="https://app.brand.example/media/posts/a-400.jpg 400w, https://app.brand.example/media/posts/a-800.jpg 800w"',
    );
    expect(html).toContain('<a href="https://app.brand.example/blog/" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="#x">');
  });

  it('keeps the next-path cookie off a host page', () => {
    setResourceOrigin('https://app.brand.example');
    rememberNextPath('/blog/');
    expect(document.cookie).not.toContain(NEXT_PATH_COOKIE);
    setResourceOrigin('');
    rememberNextPath('/blog/');
    expect(document.cookie).toContain(NEXT_PATH_COOKIE);
  });
});
