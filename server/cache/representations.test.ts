import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES, ifNoneMatch, Representations } from './representations';

const json = new TextEncoder().encode(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) }));

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['GZIP;Q=0.5', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
  ] as const)('Accept-Encoding %j → %s', (header, want) => {
    expect(chooseEncoding(header, true)).toBe(want);
  });

  it('never compresses what is not compressible', () => {
    expect(chooseEncoding('br, gzip', false)).toBe('identity');
  });
});

describe('Representations', () => {
  it('compresses JSON once per encoding, each with its own strong ETag, to the same bytes', async () => {
    const reps = new Representations(json, 'application/json; charset=UTF-8');
    expect(reps.compressible).toBe(true);
    const [plain, br, gz] = await Promise.all([reps.for(undefined), reps.for('br'), reps.for('gzip')]);
    expect(plain.body).toBe(json);
    expect(Buffer.from(brotliDecompressSync(br.body))).toEqual(Buffer.from(json));
    expect(Buffer.from(gunzipSync(gz.body))).toEqual(Buffer.from(json));
    expect(br.body.byteLength).toBeLessThan(json.byteLength / 2);
    expect(new Set([plain.etag, br.etag, gz.etag]).size).toBe(3);
    for (const tag of [plain.etag, br.etag, gz.etag]) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(await reps.for('br')).toBe(br);
  });

  it('gives the same ETag to the same bytes, and another to other bytes', () => {
    const again = new Representations(new Uint8Array(json), 'application/json');
    const other = new Representations(new TextEncoder().encode('{"items":[]}'), 'application/json');
    expect(again.hash).toBe(new Representations(json, 'application/json').hash);
    expect(other.hash).not.toBe(again.hash);
  });

  it(`sends small bodies (under ${COMPRESS_MIN_BYTES} bytes) and images as they are`, async () => {
    const small = new Representations(new TextEncoder().encode('{"ok":true}'), 'application/json');
    const png = new Representations(new Uint8Array(4096), 'image/png');
    expect((await small.for('br')).encoding).toBe('identity');
    expect((await png.for('br')).encoding).toBe('identity');
  });
});

describe('ifNoneMatch', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abcd"', false],
    ['*', true],
    ['"ABC"', false],
  ] as const)('If-None-Match %j against "abc" → %s', (header, want) => {
    expect(ifNoneMatch(header, '"abc"')).toBe(want);
  });
});
