import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { brands } from '../brands/registry';
import type { AppEnv } from './app-env';
import { createStaticServer } from './static';
import { fakeDist } from './test-support';

/** The branded HTML of the blog pages: the first API call's preload, and the site mode (docs/blog.md). */
function appWith(siteMode: 'standard' | 'analysis', brand = brands[0]!) {
  const statics = createStaticServer(fakeDist(), { siteMode });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('brand', brand);
    await next();
  });
  app.get('*', (c) => statics.html(c));
  return async (path: string, cookie?: string) => {
    const res = await app.request(path, { headers: cookie ? { cookie } : {} });
    return res.text();
  };
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

describe('blog HTML', () => {
  const standard = appWith('standard');
  const segment = brands[0]!.segment;

  it('preloads the listing page the URL asks for, exactly as the app requests it', async () => {
    expect(preloads(await standard('/blog'))).toEqual([
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/${segment}/api/post/list/?pageNumber=1&amp;perPageCount=10" />`,
    ]);
    expect(preloads(await standard('/blog/?pageNumber=6'))[0]).toContain('pageNumber=6&amp;perPageCount=10');
    expect(preloads(await standard('/blog?pageNumber=-4'))[0]).toContain('pageNumber=1&amp;');
  });

  it('preloads an article for visitors only', async () => {
    expect(preloads(await standard('/blog/article/12/some-slug/'))[0]).toContain(
      `href="/${segment}/api/post/details/?postId=12"`,
    );
    expect(preloads(await standard('/blog/article/12/some-slug/', 'jwt=abc.def.ghi'))).toEqual([]);
    expect(preloads(await standard('/blog', 'jwt=abc.def.ghi'))).toHaveLength(1);
  });

  it('preloads nothing on other pages, or where the brand has no blog', async () => {
    expect(preloads(await standard('/'))).toEqual([]);
    expect(preloads(await standard('/featured/all/'))).toEqual([]);
    const noBlog = { ...brands[0]!, features: { ...brands[0]!.features, blog: false } };
    expect(preloads(await appWith('standard', noBlog)('/blog'))).toEqual([]);
  });

  it('marks the analysis site on the root element and preloads its tag-less URLs', async () => {
    const analysis = appWith('analysis');
    const html = await analysis('/blog');
    expect(html).toContain('<div id="root" data-site-mode="analysis">');
    expect(preloads(html)[0]).toContain(`/${segment}/api/analysis/post/list/?pageNumber=1`);
    expect(preloads(await analysis('/posts/5/x/'))[0]).toContain(`/${segment}/api/analysis/post/details/?postId=5`);
    expect(await standard('/blog')).not.toContain('data-site-mode');
  });
});
