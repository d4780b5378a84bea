/**
 * Weights are percentages with at most two decimals, worked in whole hundredths of a percent so that
 * sums are exact: 33.34 + 33.33 + 33.33 as floating point numbers is 99.99999999999999, 3,334 + 3,333 +
 * 3,333 is 10,000. Zod-free, so the app and the server share it (docs/decisions/0090).
 */

/** 100.00 % in hundredths of a percent. */
export const WHOLE_HUNDREDTHS = 10_000;

/** Within this of a whole hundredth counts as whole, so 1,000 × (1 ± 1e-15) is 1,000 and never gains one. */
const EPS = 1e-9;

/**
 * `total` hundredths (100.00 % unless said) split in proportion to `shares` (any positive numbers), by
 * largest remainder: every share gets its exact part rounded down, then the hundredths left over go one
 * each to the largest remainders (ties: the larger share, then list order). So no part is more than 0.01
 * from its exact share, equal shares differ by at most 0.01, and the parts sum to exactly `total`. A part
 * that rounds to 0 gets 1, taken from the largest. A RangeError for no shares, a share that is not above 0,
 * or a total below one hundredth per share.
 */
export function apportionHundredths(shares: readonly number[], total: number = WHOLE_HUNDREDTHS): number[] {
  if (shares.length === 0) throw new RangeError('A basket needs at least one stock');
  if (!Number.isInteger(total) || total < shares.length) {
    throw new RangeError(`${total / 100} % cannot give ${shares.length} stocks 0.01 % each`);
  }
  for (const share of shares) {
    if (!Number.isFinite(share) || share <= 0) throw new RangeError(`A weight must be above 0, not ${share}`);
  }
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (share * total) / sum);
  const parts = exact.map((e) => Math.floor(e + EPS));
  const order = shares
    .map((_, i) => i)
    .sort((a, b) => exact[b]! - parts[b]! - (exact[a]! - parts[a]!) || shares[b]! - shares[a]! || a - b);
  for (let left = total - parts.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) {
    parts[order[k % order.length]!]! += 1;
  }
  for (let i = 0; i < parts.length; i++) {
    if (parts[i]! > 0) continue;
    parts[i] = 1;
    parts[parts.indexOf(Math.max(...parts))]! -= 1; // some part is ≥ 2, since total ≥ the number of parts
  }
  return parts;
}
