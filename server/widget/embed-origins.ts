import type { Context } from 'hono';
import type { BrandConfig } from '../../brands/schema';
import type { Queryable } from '../db/database';
import { isAllowedOrigin } from '../security/cors';

/**
 * The embedder origins an admin adds on /web-widget/ (table embed_origins, migration 0026), merged
 * with the brand's configured `embedOrigins`, which stay read-only (docs/widget.md).
 *
 * Every cross-origin widget read asks who may embed, so each brand's stored list is kept in this
 * process: loaded on first use, dropped by every write here at once, and reloaded after
 * `STORED_ORIGINS_TTL_MS` anyway (another server process's writes reach this one within that time).
 */
export const STORED_ORIGINS_TTL_MS = 30_000;

export interface StoredOrigin {
  origin: string;
  added_at: string;
}

const cache = new Map<string, { origins: StoredOrigin[]; loadedAt: number }>();

export function invalidateStoredOrigins(brandId?: string) {
  if (brandId === undefined) cache.clear();
  else cache.delete(brandId);
}

export async function storedOrigins(db: Queryable, brandId: string, now = Date.now()): Promise<StoredOrigin[]> {
  const kept = cache.get(brandId);
  if (kept && now - kept.loadedAt < STORED_ORIGINS_TTL_MS) return kept.origins;
  const { rows } = await db.query<{ origin: string; added_at: Date }>(
    'SELECT origin, added_at FROM embed_origins WHERE brand_id = $1 ORDER BY added_at, origin',
    [brandId],
  );
  const origins = rows.map((r) => ({ origin: r.origin, added_at: new Date(r.added_at).toISOString() }));
  cache.set(brandId, { origins, loadedAt: now });
  return origins;
}

/** Adds an origin; false when the brand already has it (configured or stored). */
export async function addStoredOrigin(db: Queryable, brand: BrandConfig, origin: string, userId: number) {
  if (brand.embedOrigins.some((o) => o.toLowerCase() === origin)) return false;
  const { rows } = await db.query(
    `INSERT INTO embed_origins (brand_id, origin, added_by) VALUES ($1, $2, $3)
     ON CONFLICT (brand_id, origin) DO NOTHING RETURNING origin`,
    [brand.id, origin, userId],
  );
  invalidateStoredOrigins(brand.id);
  return rows.length > 0;
}

/** Removes a stored origin; false when there was none. */
export async function removeStoredOrigin(db: Queryable, brandId: string, origin: string) {
  const { rows } = await db.query('DELETE FROM embed_origins WHERE brand_id = $1 AND origin = $2 RETURNING origin', [
    brandId,
    origin,
  ]);
  invalidateStoredOrigins(brandId);
  return rows.length > 0;
}

/**
 * A page on `origin` may embed the brand's blog: the brand offers the widget and lists the origin,
 * in its config or in the stored list. Only reads the database for a brand that offers the widget
 * and an origin its config does not already allow.
 */
export async function mayEmbedHere(c: Context, origin: string | undefined | null): Promise<boolean> {
  const { brand } = c.var;
  if (!origin || !brand.features['/web-widget/'] || !brand.features.blog) return false;
  if (isAllowedOrigin(origin, brand.embedOrigins)) return true;
  const stored = await storedOrigins(c.var.db, brand.id);
  return isAllowedOrigin(
    origin,
    stored.map((s) => s.origin),
  );
}
