import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createTestServer, type TestServer } from '../test-support';

/**
 * Whatever a route's `head()` returns — meta, links, scripts, JSON-LD — is in the server's HTML
 * (rendered by <HeadContent/> in the document, decision 0070), and route `scripts` by <Scripts/>.
 * The home route is given such a head for this test, loaded by path as the server loads the app.
 */
interface HomeRoute {
  Route: { options: Record<string, unknown>; update: (options: Record<string, unknown>) => unknown };
}
const HOME_ROUTE = fileURLToPath(new URL('../../src/routes/index.tsx', import.meta.url));

let t: TestServer;
let home: HomeRoute['Route'];
let original: Record<string, unknown>;
const starfolio = brands.find((b) => b.id === 'starfolio')!;

beforeAll(async () => {
  t = await createTestServer();
  home = ((await import(/* @vite-ignore */ HOME_ROUTE)) as HomeRoute).Route;
  original = { head: home.options.head, scripts: home.options.scripts };
  home.update({
    head: () => ({
      meta: [
        { title: 'A test title' },
        { name: 'description', content: 'A test description' },
        { property: 'og:title', content: 'An Open Graph title' },
        { 'script:ld+json': { '@context': 'https://schema.org', '@type': 'WebSite', name: '</script>x' } },
      ],
      links: [{ rel: 'canonical', href: 'https://app.starfolio.in/' }],
      scripts: [{ type: 'application/ld+json', children: '{"@type":"Organization"}' }],
    }),
    scripts: () => [{ src: '/assets/route-script.js', type: 'module' }],
  });
}, 120_000);
afterAll(async () => {
  home.update(original);
  await t.db.close();
});

describe("a route's head on the server", () => {
  it('is in the first HTML: title, meta, links, head scripts, JSON-LD, and the route’s scripts', async () => {
    const html = await (await t.request(starfolio, '/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>A test title</title>');
    expect(head).toContain('<meta name="description" content="A test description"/>');
    expect(head).toContain('<meta property="og:title" content="An Open Graph title"/>');
    expect(head).toContain('<link rel="canonical" href="https://app.starfolio.in/"/>');
    expect(head).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    // JSON-LD from meta, escaped so its text cannot end the script.
    expect(head).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"WebSite","name":"[^<]*x"\}<\/script>/,
    );
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('<script src="/assets/route-script.js" type="module"></script>');
  });
});
