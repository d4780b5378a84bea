import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type Bytes,
  chooseEncoding,
  COMPRESS_MIN_BYTES,
  ifNoneMatch,
  Representations,
  type StoredCopy,
} from './representations';

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

describe("Representations with stored copies (the build's, scripts/precompress.ts)", () => {
  const best = (bytes: Uint8Array) =>
    new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  const copies = (br: Bytes | null, gz: Bytes | null) => {
    const asked: string[] = [];
    const stored: StoredCopy = (encoding) => {
      asked.push(encoding);
      return encoding === 'br' ? br : gz;
    };
    return { asked, stored };
  };

  it('sends a stored copy that decodes to the body, asking for it once', async () => {
    const gz = new Uint8Array(gzipSync(json, { level: 9 }));
    const { asked, stored } = copies(best(json), gz);
    const reps = new Representations(json, 'application/json', 5, stored);
    const br = await reps.for('br');
    expect(Buffer.from(br.body)).toEqual(Buffer.from(best(json)));
    expect(br.etag).toBe(`"${reps.hash}-br"`);
    expect(Buffer.from((await reps.for('gzip')).body)).toEqual(Buffer.from(gz));
    await reps.for('br');
    expect(asked).toEqual(['br', 'gzip']);
  });

  it('compresses the body itself when a stored copy is of other bytes, is broken or is missing', async () => {
    const other = new TextEncoder().encode(JSON.stringify({ items: ['another build'] }));
    for (const copy of [best(other), new Uint8Array([1, 2, 3, 4]), null]) {
      const reps = new Representations(json, 'application/json', 5, copies(copy, copy).stored);
      for (const encoding of ['br', 'gzip'] as const) {
        const rep = await reps.for(encoding);
        expect(rep.encoding).toBe(encoding);
        const plain = encoding === 'br' ? brotliDecompressSync(rep.body) : gunzipSync(rep.body);
        expect(Buffer.from(plain)).toEqual(Buffer.from(json));
      }
    }
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
