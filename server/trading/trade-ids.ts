import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';
/** How much of the trade's hash starts each of its lines' broker tags. */
const TAG_PREFIX = 10;

/** A random, URL-safe, letters-and-digits id (trade and investment hashes). */
export function newHash(length = 16): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/**
 * A line's key at the broker (≤ 20 letters and digits, as Kite's `tag`): the trade's hash prefix
 * and the line's row id. Stable for the line's life, so placing it again after a crash or a retry
 * finds the order already placed (the broker is idempotent on tag); unique across trades.
 */
export const lineTag = (tradeHash: string, lineId: number) => `${tradeHash.slice(0, TAG_PREFIX)}${lineId.toString(36)}`;

/** The line a tag names, with the trade-hash prefix to check it against; undefined for a tag not ours. */
export function parseLineTag(tag: string): { lineId: number; prefix: string } | undefined {
  if (!/^[a-z0-9]{11,20}$/.test(tag)) return undefined;
  const lineId = Number.parseInt(tag.slice(TAG_PREFIX), 36);
  return Number.isSafeInteger(lineId) && lineId > 0 ? { lineId, prefix: tag.slice(0, TAG_PREFIX) } : undefined;
}
