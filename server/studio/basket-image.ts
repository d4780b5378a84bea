import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { Database, Queryable } from '../db/database';

const ENCODERS = {
  png: (s: Sharp) => s.png({ compressionLevel: 9 }),
  jpeg: (s: Sharp) => s.jpeg({ quality: 85, mozjpeg: true }),
  webp: (s: Sharp) => s.webp({ quality: 85 }),
} as const;
const TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageKind = keyof typeof ENCODERS;

/**
 * The image decoded and encoded again in its own format (sharp keeps no metadata unless asked: no EXIF,
 * no GPS, no trailing bytes of a polyglot), turned upright; null when it does not decode.
 */
export async function reencode(bytes: Uint8Array, kind: ImageKind) {
  try {
    const image = sharp(bytes, { limitInputPixels: 4096 * 4096, failOn: 'error' }).rotate();
    const { data, info } = await ENCODERS[kind](image).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: TYPES[kind] };
  } catch {
    return null;
  }
}

/** Stores the image as the basket's (kind 'basket-image'), dropping the one it replaces; one transaction. */
export const setBasketImage = (db: Database, basketId: number, userId: number, fileName: string, image: Image) =>
  db.transaction((tx) => setBasketImageIn(tx, basketId, userId, fileName, image));

type Image = NonNullable<Awaited<ReturnType<typeof reencode>>>;

async function setBasketImageIn(db: Queryable, basketId: number, userId: number, fileName: string, image: Image) {
  const key = `basket-${randomBytes(12).toString('hex')}`;
  const sha = createHash('sha256').update(image.data).digest('hex');
  await db.query(
    `INSERT INTO uploads (key, owner_user_id, kind, content_type, file_name, size, content, width, height, sha256)
     VALUES ($1, $2, 'basket-image', $3, $4, $5, $6, $7, $8, $9)`,
    [key, userId, image.contentType, fileName, image.data.length, image.data, image.width, image.height, sha],
  );
  const { rows } = await db.query<{ old: string | null }>(
    `UPDATE baskets b SET image_key = $2, updated_at = now() FROM (SELECT image_key AS old FROM baskets WHERE id = $1) o
      WHERE b.id = $1 RETURNING o.old`,
    [basketId, key],
  );
  const old = rows[0]?.old;
  if (old) await db.query(`DELETE FROM uploads WHERE key = $1 AND kind = 'basket-image'`, [old]);
}
