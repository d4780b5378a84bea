import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { fakeDist } from '../test-support';
import { isDemoHost } from './demo-host';
import { demoSite } from './demo-site';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;

function demoApp(withWidget: boolean) {
  const dist = fakeDist();
  if (withWidget) {
    mkdirSync(join(dist, 'widget'));
    writeFileSync(join(dist, 'widget', 'tl-blogs.integrity.txt'), `${INTEGRITY}\n`);
  }
  const app = new Hono<AppEnv>();
  app.use(demoSite({ distDir: dist }));
  app.all('*', (c) => c.text('the brand app', 200));
  return (path: string, host = 'partner.localhost:4408') => app.request(path, { headers: { host } });
}

describe('partner demo site', () => {
  it('answers only partner.localhost and its subdomains, on any port', () => {
    expect(isDemoHost('partner.localhost')).toBe(true);
    expect(isDemoHost('partner.localhost:3000')).toBe(true);
    expect(isDemoHost('unlisted.partner.localhost:3000')).toBe(true);
    expect(isDemoHost('starfolio.localhost:3000')).toBe(false);
    expect(isDemoHost('notpartner.localhost')).toBe(false);
    expect(isDemoHost('partner.localhost.evil.test')).toBe(false);
    expect(isDemoHost(undefined)).toBe(false);
  });

  it('embeds the widget exactly like the documented snippet, with the build’s SRI hash', async () => {
    const request = demoApp(true);
    const res = await request('/blog/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<div id="tl-blogs" data-tl-post-list="all" data-tl-post-detail-page-url="http://partner.localhost:4408/blog/post"></div>',
    );
    expect(html).toContain(
      `<script async src="http://starfolio.localhost:4408/widget/tl-blogs.js" integrity="${INTEGRITY}" crossorigin="anonymous"></script>`,
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://starfolio.localhost:4408");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('embeds another brand on ?brand= and keeps it in the detail page URL', async () => {
    const html = await (await demoApp(true)('/blog/post?brand=moneyleaf')).text();
    expect(html).toContain('data-tl-post-detail-page-url="http://partner.localhost:4408/blog/post?brand=moneyleaf"');
    expect(html).toContain('src="http://moneyleaf.localhost:4408/widget/tl-blogs.js"');
  });

  it('serves the variants', async () => {
    const request = demoApp(true);
    expect(await (await request('/blog/?variant=missing-detail-url')).text()).not.toContain('data-tl-post-detail');
    expect(await (await request('/blog/?variant=bad-list')).text()).toContain('data-tl-post-list="sideways"');
    expect(await (await request('/blog/?variant=hostile-styles')).text()).toContain('href="/hostile.css"');
    expect(await (await request('/blog/?variant=no-widget')).text()).not.toContain('tl-blogs');
    expect(await (await request('/blog/?list=popular')).text()).toContain('data-tl-post-list="popular"');
    const hostile = await request('/hostile.css');
    expect(await hostile.text()).toContain('color: red !important');
  });

  it('escapes what it echoes', async () => {
    const html = await (await demoApp(true)('/blog/?list=%22%3E%3Cscript%3E')).text();
    expect(html).not.toContain('"><script>');
  });

  it('says when the widget has not been built', async () => {
    const html = await (await demoApp(false)('/blog/')).text();
    expect(html).toContain('npm run build');
    expect(html).not.toContain('tl-blogs.js');
    expect(html).not.toContain('id="tl-blogs"');
  });

  it('redirects / to the blog, 404s the rest, and leaves other hosts to the app', async () => {
    const request = demoApp(true);
    const home = await request('/?brand=moneyleaf');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/blog/?brand=moneyleaf');
    expect((await request('/starfolio/api/post/list/')).status).toBe(404);
    expect(await (await request('/blog/', 'starfolio.localhost:4408')).text()).toBe('the brand app');
  });
});
