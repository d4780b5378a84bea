import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

/**
 * One body in the encodings a client may ask for, each compressed once, on first request, and kept:
 * a kept answer is compressed once however many read it (hono's compress() would do it per request).
 * Each encoding has its own strong ETag (the bytes differ), derived from the body's hash.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this size compressing costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

/** Whether a body of this type and size is sent compressed to a client that accepts it. */
export const isCompressible = (contentType: string, byteLength: number) =>
  byteLength >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(contentType);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const DECODE = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

/** Bytes as a Response takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/**
 * The body already compressed in an encoding, as the build keeps it beside a file
 * (scripts/precompress.ts), or null. Used only when it decodes to the body itself.
 */
export type StoredCopy = (encoding: Exclude<Encoding, 'identity'>) => Bytes | null;

export interface Representation {
  encoding: Encoding;
  body: Bytes;
  etag: string;
}

/** The encoding to send: br or gzip, whichever the client weighs more (br on a tie); else the body as it is. */
export function chooseEncoding(acceptEncoding: string | undefined, compressible: boolean): Encoding {
  if (!compressible || !acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (enc: string) => q.get(enc) ?? q.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

export class Representations {
  readonly hash: string;
  readonly compressible: boolean;
  private readonly encoded = new Map<Encoding, Promise<Representation>>();

  constructor(
    readonly identity: Bytes,
    contentType: string,
    private readonly brotliQuality = 5,
    private readonly stored?: StoredCopy,
  ) {
    this.hash = createHash('sha1').update(identity).digest('base64url');
    this.compressible = isCompressible(contentType, identity.byteLength);
    this.encoded.set('identity', Promise.resolve({ encoding: 'identity', body: identity, etag: `"${this.hash}"` }));
  }

  /** The body for a request's Accept-Encoding. */
  for(acceptEncoding: string | undefined): Promise<Representation> {
    return this.get(chooseEncoding(acceptEncoding, this.compressible));
  }

  get(encoding: Encoding): Promise<Representation> {
    let rep = this.encoded.get(encoding);
    if (!rep) {
      // Should compressing ever fail, this body is sent as it is (its ETag says which).
      rep = this.compress(encoding).then(
        (body): Representation => ({ encoding, body, etag: `"${this.hash}-${encoding}"` }),
        () => this.get('identity'),
      );
      this.encoded.set(encoding, rep);
    }
    return rep;
  }

  private async compress(encoding: Encoding): Promise<Bytes> {
    if (encoding === 'identity') return this.identity;
    const copy = this.stored?.(encoding);
    if (copy && (await this.decodesToBody(copy, encoding))) return copy;
    if (encoding === 'br') {
      const out = await brotli(this.identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.byteLength,
        },
      });
      return out as Bytes;
    }
    return (await gzipAsync(this.identity, { level: 6 })) as Bytes;
  }

  /** A stored copy is sent only if it is this body: a copy left from another build, or broken, is not. */
  private async decodesToBody(copy: Bytes, encoding: Exclude<Encoding, 'identity'>): Promise<boolean> {
    try {
      const body = Buffer.from(this.identity.buffer, this.identity.byteOffset, this.identity.byteLength);
      return body.equals(await DECODE[encoding](copy));
    } catch {
      return false;
    }
  }
}

/** True when If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const want = bare(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === want);
}
