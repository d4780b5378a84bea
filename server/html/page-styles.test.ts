import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createApp } from '../app';
import { openTestDatabase, fakeDist, sourcePageRendererFor, TEST_PAGE_ASSETS } from '../test-support';
import type { Database } from '../db/database';
import { readStyles } from './page-renderer';

/** A page's stylesheets written into its head (decision 0087): its first paint waits for no other file. */
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const STYLES = {
  '/assets/index-test.css': 'body{margin:0}a>b{color:red}',
  // A stylesheet can never end the element early, whatever it holds.
  '/assets/blog-test.css': '.story::after{content:"</style><script>alert(1)</script>"}',
};
let db: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDatabase('seeded');
  const pageRenderer = sourcePageRendererFor({ ...TEST_PAGE_ASSETS, inlineStyles: STYLES });
  app = createApp({ db, distDir: fakeDist(), jwtSecret: 'x'.repeat(64), pageRenderer });
}, 120_000);
afterAll(() => db.close());

describe('styles in the page', () => {
  it('are written in with the response’s nonce; a stylesheet without its text is still linked', async () => {
    const res = await app.request('/blog', { headers: { host: starfolio.hosts[0]! } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
    expect(html).toContain(
      `<style nonce="${nonce}" data-href="/assets/index-test.css">body{margin:0}a>b{color:red}</style>`,
    );
    expect(html).not.toContain('href="/assets/index-test.css"/>');
    // Still inside the element: React escapes its end tag in the text, so the page has two ends for two starts.
    expect(html).not.toContain('</style><script>alert(1)');
    expect(html.match(/<style\b/g)).toHaveLength(2);
    expect(html.match(/<\/style>/gi)).toHaveLength(2);
    // The article's stylesheet has no text here: linked as before.
    const article = await (
      await app.request('/blog/article/73/what-is-a-sip/', { headers: { host: starfolio.hosts[0]! } })
    ).text();
    expect(article).toContain('<link rel="stylesheet" crossorigin="" href="/assets/article-test.css"/>');
  });

  it('are read from the build once, for every stylesheet a page may name', () => {
    const dist = fakeDist();
    mkdirSync(join(dist, 'assets'), { recursive: true });
    for (const href of ['/assets/index-test.css', '/assets/blog-test.css', '/assets/article-test.css']) {
      writeFileSync(join(dist, href), `/* ${href} */`);
    }
    expect(readStyles(dist, TEST_PAGE_ASSETS)).toEqual({
      '/assets/index-test.css': '/* /assets/index-test.css */',
      '/assets/blog-test.css': '/* /assets/blog-test.css */',
      '/assets/article-test.css': '/* /assets/article-test.css */',
    });
  });
});
