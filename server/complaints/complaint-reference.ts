import { randomInt } from 'node:crypto';
import { indianDay } from '#contract/complaints/clock';
import type { Queryable } from '../db/database';

const PREFIXES: Record<string, string> = { starfolio: 'SF', arrowline: 'AL', moneyleaf: 'ML', harborbank: 'HB' };
/** No 0/O, 1/I: the tail is read out over the phone. */
const TAIL_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const brandPrefix = (brandId: string) =>
  PREFIXES[brandId] ??
  (brandId
    .replace(/[^a-z]/gi, '')
    .slice(0, 2)
    .toUpperCase()
    .padEnd(2, 'X') ||
    'XX');

/**
 * A new reference: brand prefix, the year in India, the next number, and four random letters, e.g.
 * SF-2026-00042-K7QM. The number orders them; the letters keep anyone from guessing another's.
 */
export async function nextReference(db: Queryable, brandId: string, now = new Date()): Promise<string> {
  const { rows } = await db.query<{ n: string }>(`SELECT nextval('complaint_reference_seq')::text AS n`);
  const tail = Array.from({ length: 4 }, () => TAIL_LETTERS[randomInt(TAIL_LETTERS.length)]).join('');
  return `${brandPrefix(brandId)}-${indianDay(now).slice(0, 4)}-${rows[0]!.n.padStart(5, '0')}-${tail}`;
}
