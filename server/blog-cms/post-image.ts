import { createHash, randomBytes } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { BLOG_CMS_LIMITS, BLOG_CMS_MESSAGES } from '#contract/blog-cms/rules';
import type { CmsImageBody } from '#contract/blog-cms/types';
import type { Database } from '../db/database';
import { mediaUrl } from '../media/media-urls';
import { cleanFileName, sniff } from './upload-read';

/** The largest side an uploaded image keeps (the blog serves at most 1200 px wide). */
const MAX_SIDE = 2400;
/** Larger images (decompression bombs) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const ENCODE = {
  png: { type: 'image/png', encode: (s: Sharp) => s.png({ compressionLevel: 9 }) },
  jpeg: { type: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 85, mozjpeg: true }) },
  webp: { type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 85 }) },
} as const;

export type ImageOutcome =
  { kind: 'stored'; body: CmsImageBody } | { kind: 'refused'; status: 400 | 413; message: string };

/**
 * A post image (docs/blog-cms.md, "Images"): PNG, JPEG or WebP by its bytes, at most 5 MB,
 * re-encoded (no metadata, no polyglot survives), stored in `uploads` and registered in post_images,
 * so /media/posts/<key>-<width>.<jpg|webp> renders the blog's sizes from it.
 */
export async function storePostImage(db: Database, userId: number, file: File): Promise<ImageOutcome> {
  if (file.size > BLOG_CMS_LIMITS.imageBytes) {
    return { kind: 'refused', status: 413, message: BLOG_CMS_MESSAGES.imageTooLarge };
  }
  const input = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(input);
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp') {
    return { kind: 'refused', status: 400, message: BLOG_CMS_MESSAGES.imageType };
  }
  let out: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    out = await ENCODE[kind].encode(image).toBuffer({ resolveWithObject: true });
  } catch {
    return { kind: 'refused', status: 400, message: BLOG_CMS_MESSAGES.imageType };
  }
  const key = `post-${randomBytes(8).toString('hex')}`;
  const { width, height } = out.info;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO uploads (key, owner_user_id, kind, content_type, file_name, size, content, width, height, sha256)
       VALUES ($1, $2, 'post-image', $3, $4, $5, $6, $7, $8, $9)`,
      [
        key,
        userId,
        ENCODE[kind].type,
        cleanFileName(file.name, 'image'),
        out.data.length,
        out.data,
        width,
        height,
        createHash('sha256').update(out.data).digest('hex'),
      ],
    );
    await tx.query('INSERT INTO post_images (key) VALUES ($1)', [key]);
  });
  return { kind: 'stored', body: { imageKey: key, imageUrl: mediaUrl(key, 1200), width, height } };
}
