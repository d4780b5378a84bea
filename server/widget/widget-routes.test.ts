import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createApp } from '../app';
import { fakeDist, openTestDatabase, sourcePageRenderer } from '../test-support';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { Envelope } from '#contract/http/envelope';
import type { WidgetBrandBody } from './widget-routes';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;
const arrowline = brands.find((b) => b.id === 'arrowline')!;

let db: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDatabase();
  // The embedding check reads the origins an admin added (table embed_origins).
  await migrate(db);
  const dist = fakeDist();
  mkdirSync(join(dist, 'widget'));
  writeFileSync(join(dist, 'widget', 'tl-blogs.js'), '(function(){})();\n');
  app = createApp({ db, distDir: dist, jwtSecret: 'x'.repeat(64), pageRenderer: sourcePageRenderer });
}, 60_000);
afterAll(() => db.close());

const get = (host: string, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { host, ...headers } });

describe('GET /widget/brand.json', () => {
  it("answers the host's brand config, readable from any origin", async () => {
    const res = await get(`${moneyleaf.hosts[0]}:4408`, '/widget/brand.json', {
      Origin: 'http://partner.localhost:4408',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
    const { head, body } = (await res.json()) as Envelope<WidgetBrandBody>;
    expect(head.status).toBe(0);
    expect(body.brand).toEqual(moneyleaf);
    expect(body.embedAllowed).toBe(true);
  });

  it('says when the asking origin may not embed the blog', async () => {
    const unlisted = await get(starfolio.hosts[0]!, '/widget/brand.json', { Origin: 'https://news.example' });
    expect(((await unlisted.json()) as Envelope<WidgetBrandBody>).body.embedAllowed).toBe(false);
    const off = await get(arrowline.hosts[0]!, '/widget/brand.json', { Origin: 'http://partner.localhost' });
    const body = ((await off.json()) as Envelope<WidgetBrandBody>).body;
    expect(body.brand.id).toBe('arrowline');
    expect(body.embedAllowed).toBe(false);
  });
});

describe('the widget script', () => {
  it('is served with CORS, so a page can check its integrity', async () => {
    const res = await get(starfolio.hosts[0]!, '/widget/tl-blogs.js', { Origin: 'https://news.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('is a plain 404 when missing', async () => {
    const res = await get(starfolio.hosts[0]!, '/widget/nope.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
