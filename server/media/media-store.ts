import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { log } from '../log';
import { illustrationSvg } from './illustration';

import type { MediaWidth } from './media-types';

export type { MediaWidth };

export const MEDIA_TYPES = { jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type MediaFormat = keyof typeof MEDIA_TYPES;

/** Bumped when the illustrations change, so old renders on disk are not served for the same URL. */
const RENDER_VERSION = 'v1';

/** An uploaded image's bytes (server/blog-cms/post-image.ts), read only when a size must be rendered. */
export type ImageSource = () => Promise<Uint8Array | null>;

/**
 * One size of a post image: from its upload's bytes when it has one (never wider than the upload),
 * else the seed's generated illustration for the key.
 */
export async function renderImage(
  key: string,
  width: MediaWidth,
  format: MediaFormat,
  source?: ImageSource,
): Promise<Buffer> {
  const uploaded = source ? await source() : null;
  const image = uploaded
    ? sharp(uploaded).resize({ width, withoutEnlargement: true })
    : sharp(Buffer.from(illustrationSvg(key, width)));
  return format === 'jpg'
    ? image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer()
    : image.webp({ quality: 78 }).toBuffer();
}

export interface MediaStore {
  /** The rendered image: from memory, else from the disk cache, else rendered now and kept in both. */
  get(key: string, width: MediaWidth, format: MediaFormat, source?: ImageSource): Promise<Buffer>;
}

export interface MediaStoreOptions {
  /** Folder for rendered files; MEDIA_CACHE_DIR, default .data/media. */
  cacheDir?: string;
  /** Upper bound of the in-memory cache (least recently used files leave first). */
  memoryBytes?: number;
}

export function createMediaStore({
  cacheDir = process.env.MEDIA_CACHE_DIR || resolve('.data/media'),
  memoryBytes = 32 * 1024 * 1024,
}: MediaStoreOptions = {}): MediaStore {
  const dir = join(cacheDir, RENDER_VERSION);
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let used = 0;

  const remember = (name: string, bytes: Buffer) => {
    if (memory.has(name) || bytes.length > memoryBytes) return;
    memory.set(name, bytes);
    used += bytes.length;
    for (const [oldest, old] of memory) {
      if (used <= memoryBytes) break;
      memory.delete(oldest);
      used -= old.length;
    }
  };

  const load = async (name: string, key: string, width: MediaWidth, format: MediaFormat, source?: ImageSource) => {
    const file = join(dir, name);
    try {
      return await readFile(file);
    } catch {
      // Not rendered yet.
    }
    const bytes = await renderImage(key, width, format, source);
    try {
      await mkdir(dir, { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (err) {
      // A read-only disk only costs a re-render after restart; the image is still served.
      log.warn('media cache write failed', { file, error: (err as Error).message });
    }
    return bytes;
  };

  return {
    async get(key, width, format, source) {
      const name = `${key}-${width}.${format}`;
      const hit = memory.get(name);
      if (hit) {
        memory.delete(name);
        memory.set(name, hit);
        return hit;
      }
      let job = pending.get(name);
      if (!job) {
        job = load(name, key, width, format, source).finally(() => pending.delete(name));
        pending.set(name, job);
      }
      const bytes = await job;
      remember(name, bytes);
      return bytes;
    },
  };
}
