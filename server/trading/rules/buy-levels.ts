import { floorDiv } from '#contract/money/paise';
import { WHOLE_HUNDREDTHS as U } from '#contract/money/hundredths';

/** A stock buy-only may buy: its target in hundredths, its price and the value held now, paise. */
export interface LevelStock {
  units: number;
  pricePaise: number;
  heldPaise: number;
}

/**
 * Whole shares to buy with `amountPaise` and nothing sold (docs/trading-rules.md, "Buy-only rebalance"; decision
 * 0297). Each stock's target is units / 10⁴ of T = what is held + the amount; its shortfall is target − value.
 * 1. The amount levels the largest shortfalls down first (water filling): the stocks above a level λ get
 *    shortfall − λ each, λ chosen so that these parts sum to the amount (λ = 0 when every shortfall fits), and
 *    buy ⌊part / price⌋ shares. Exact in BigInt: k·shortfall passes 2⁵³.
 * 2. What whole shares leave buys the stock furthest short whose price fits, as many shares as bring it level
 *    with the next one (at least one), until no stock that is short fits.
 * 3. Whole shares overshoot, and the money left unspent makes the total held afterwards less than T: while the
 *    drift (½ Σ |weight − target| of what is held, `outsidePaise` held outside the weights included) is above
 *    what it was, the share whose going lowers it most goes.
 * So the cost never exceeds the amount and the drift never grows (with nothing bought it is what it was), and
 * the money is spent as far as that allows. `keepDrift` false (a SIP instalment, decision 0301): step 2 buys a share
 * only of a stock at least half a share short (so the share brings it nearer its target, overshooting by at most
 * half a share), and step 3 is skipped: every share stays, so the instalment is invested even when whole shares
 * move the drift (an investor on target), and no share lands far past its stock's target. Answers the shares
 * bought per stock.
 */
export function levelBuys(
  amountPaise: number,
  stocks: readonly LevelStock[],
  outsidePaise = 0,
  keepDrift = true,
): number[] {
  const total = stocks.reduce((sum, s) => sum + s.heldPaise, amountPaise);
  const bought = stocks.map(() => 0);
  const value = (i: number) => stocks[i]!.heldPaise + bought[i]! * stocks[i]!.pricePaise;
  const short = (i: number) => stocks[i]!.units * total - U * value(i);

  // 1. Levels.
  const order = stocks.map((_, i) => i).filter((i) => short(i) > 0);
  order.sort((a, b) => short(b) - short(a) || a - b);
  const budget = BigInt(U) * BigInt(amountPaise);
  let [k, sum] = [0, 0n];
  for (const i of order) {
    const f = BigInt(short(i));
    if (f * BigInt(k + 1) <= sum + f - budget) break;
    [k, sum] = [k + 1, sum + f];
  }
  const over = sum > budget ? sum - budget : 0n; // k·λ
  for (const i of order.slice(0, k)) {
    const part = BigInt(k) * BigInt(short(i)) - over;
    if (part > 0n) bought[i] = Number(part / (BigInt(k) * BigInt(U * stocks[i]!.pricePaise)));
  }

  // 2. What whole shares leave.
  let left = amountPaise - stocks.reduce((sum, s, i) => sum + bought[i]! * s.pricePaise, 0);
  for (;;) {
    // A SIP's share is bought only where it brings its stock nearer its target: at least half a share short.
    const nearer = (i: number) => keepDrift || 2 * short(i) >= U * stocks[i]!.pricePaise;
    const fits = stocks.map((_, i) => i).filter((i) => short(i) > 0 && stocks[i]!.pricePaise <= left && nearer(i));
    if (fits.length === 0) break;
    const best = fits.reduce((a, b) => (short(b) > short(a) ? b : a));
    const next = Math.max(0, ...fits.filter((i) => i !== best).map(short));
    const price = stocks[best]!.pricePaise;
    const shares = Math.max(1, Math.min(floorDiv(left, price), floorDiv(short(best) - next, U * price)));
    bought[best]! += shares;
    left -= shares * price;
  }
  if (!keepDrift) return bought;

  // 3. Whole shares can overshoot (the money left unspent makes the total less than T): while the drift is
  //    above what it was, a share goes back (the one whose going lowers it most).
  const before = driftKey(
    stocks.map((st) => st.heldPaise),
    stocks,
    outsidePaise,
  );
  let now = driftKey(
    stocks.map((_, i) => value(i)),
    stocks,
    outsidePaise,
  );
  for (;;) {
    let best: { i: number; key: DriftKey } | undefined;
    for (let i = 0; i < stocks.length; i++) {
      if (bought[i] === 0) continue;
      const values = stocks.map((_, j) => value(j) - (j === i ? stocks[i]!.pricePaise : 0));
      const key = driftKey(values, stocks, outsidePaise);
      if (!best || less(key, best.key)) best = { i, key };
    }
    if (!best || !less(before, now)) return bought;
    bought[best.i]! -= 1;
    now = best.key;
  }
}

/** A drift as the fraction gap / (2 · total), exactly: ½ Σ |U·value − units·total| over the total. */
type DriftKey = { gap: bigint; total: bigint };

function driftKey(values: readonly number[], stocks: readonly LevelStock[], outsidePaise: number): DriftKey {
  const total = values.reduce((sum, v) => sum + v, outsidePaise);
  let gap = BigInt(U) * BigInt(outsidePaise);
  values.forEach((v, i) => {
    const d = BigInt(U) * BigInt(v) - BigInt(stocks[i]!.units) * BigInt(total);
    gap += d < 0n ? -d : d;
  });
  // Nothing held is 100 % drift (drift.ts): gap = U · total would be 0 / 0.
  return total === 0 ? { gap: 1n, total: 0n } : { gap, total: BigInt(total) };
}

/** a < b; a total of 0 (nothing held) is the largest drift there is. */
const less = (a: DriftKey, b: DriftKey): boolean => {
  if (a.total === 0n || b.total === 0n) return b.total === 0n && a.total !== 0n;
  return a.gap * b.total < b.gap * a.total;
};
