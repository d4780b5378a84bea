import { describe, expect, it } from 'vitest';
import { buildSnippet, widgetPreviewUrl } from './snippet';

/** A snippet for Starfolio's site, with these settings. */
const starfolioSnippet = (settings: Pick<Parameters<typeof buildSnippet>[0], 'postList' | 'detailUrl' | 'integrity'>) =>
  buildSnippet({ brandOrigin: 'https://app.starfolio.in', ...settings });

describe('buildSnippet', () => {
  it('is the element with its settings and the script with its hash and crossorigin', () => {
    const snippet = starfolioSnippet({
      postList: 'latest',
      detailUrl: 'https://www.partner.example/blog/post?a=1&b=2',
      integrity: 'sha384-abc+/=',
    });
    expect(snippet).toBe(
      '<div id="tl-blogs" data-tl-post-list="latest" data-tl-post-detail-page-url="https://www.partner.example/blog/post?a=1&amp;b=2"></div>\n' +
        '<script async src="https://app.starfolio.in/widget/tl-blogs.js" integrity="sha384-abc+/=" crossorigin="anonymous"></script>',
    );
  });

  it('cannot be broken out of by a detail URL', () => {
    const snippet = starfolioSnippet({
      postList: 'all',
      detailUrl: 'https://x.example/"><script>alert(1)</script>',
      integrity: 'sha384-x',
    });
    expect(snippet).not.toContain('"><script>');
    expect(snippet).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('names the preview document with the same settings', () => {
    expect(widgetPreviewUrl({ postList: 'popular', detailUrl: 'https://x.example/p?q=1' })).toBe(
      '/widget/preview/?list=popular&detail=https%3A%2F%2Fx.example%2Fp%3Fq%3D1',
    );
  });
});
