import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { AppEnv } from '../app-env';
import { createStaticServer } from '../static';
import { precompress } from '../../scripts/precompress';
import { fakeDist, sourcePageRenderer } from '../test-support';

/** Hashed build files: immutable, a strong ETag, compressed once (docs/caching.md, "Compression"). */
function filesApp() {
  const dist = fakeDist();
  mkdirSync(join(dist, 'assets'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};\n`;
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dist, 'assets', 'logo-Xy9.png'), Buffer.alloc(3000, 7));
  const statics = createStaticServer(dist, { pageRenderer: sourcePageRenderer });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('brand', brands[0]!);
    await next();
  });
  app.get('*', (c) => statics.serve(c) ?? c.text('Not found', 404));
  return { dist, script, get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }) };
}

describe('hashed /assets/ files', () => {
  it('are immutable for a year, with a strong ETag and a 304 for it', async () => {
    const { get, script } = filesApp();
    const res = await get('/assets/index-AbC123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await res.text()).toBe(script);
    const again = await get('/assets/index-AbC123.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('are sent br or gzip when accepted, compressed once, each with its own strong ETag', async () => {
    const { get, script } = filesApp();
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const again = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(again.headers.get('etag')).toBe(br.headers.get('etag'));
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('send images as they are', async () => {
    const { get } = filesApp();
    const png = await get('/assets/logo-Xy9.png', { 'accept-encoding': 'br' });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect((await png.arrayBuffer()).byteLength).toBe(3000);
  });
});

describe("the build's compressed copies (scripts/precompress.ts, decision 0317)", () => {
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('are what is sent, once checked; never by their own names', async () => {
    const { dist, get, script } = filesApp();
    const totals = await precompress(dist);
    expect(totals.files).toBeGreaterThanOrEqual(1);
    const file = join(dist, 'assets', 'index-AbC123.js');
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(await bytesOf(br)).toEqual(readFileSync(`${file}.br`));
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(await bytesOf(gz)).toEqual(readFileSync(`${file}.gz`));
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dist, 'assets', 'logo-Xy9.png.br'))).toBe(false);
    for (const name of ['index-AbC123.js.br', 'index-AbC123.js.gz']) {
      expect((await get(`/assets/${name}`)).status, name).toBe(404);
    }
  });

  it('left from another build are not sent: the file is compressed as it is', async () => {
    const { dist, get, script } = filesApp();
    await precompress(dist);
    const file = join(dist, 'assets', 'index-AbC123.js');
    const stale = readFileSync(`${file}.br`);
    writeFileSync(file, script.replace('word 1"', 'word one"'));
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    const sent = await bytesOf(res);
    expect(sent).not.toEqual(stale);
    expect(brotliDecompressSync(sent).toString()).toContain('"word one"');
  });
});
