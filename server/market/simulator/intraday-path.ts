import { MARKET_SEED, hash4, hashString, normal } from './prng';
import type { ModelParams } from './price-model';
import { REGULAR_MINUTES } from './day-grid';
import { roundToTick } from './ticks';

export interface DayBar {
  open: number;
  high: number;
  low: number;
  close: number;
}

const INTRADAY = MARKET_SEED ^ hashString('intraday');

/**
 * A session's last traded price minute by minute: index 0 is the open (the first minute), index
 * `minutes` the close. The path goes through the day's high and low at minutes drawn from the date, as
 * Brownian bridges between those points, kept inside [low, high] and on the tick, so its first, highest,
 * lowest and last prices are exactly the generated bar's: history and the live price agree.
 */
export function intradayPath(m: ModelParams, bar: DayBar, day: number, minutes: number): Float64Array {
  const n = Math.max(3, minutes);
  const path = new Float64Array(n + 1);
  const tHigh = 1 + (hash4(INTRADAY, m.key, day, -1) % (n - 1));
  let tLow = 1 + (hash4(INTRADAY, m.key, day, -2) % (n - 2));
  if (tLow >= tHigh) tLow++;
  const points = [
    { t: 0, price: bar.open },
    { t: tHigh, price: bar.high },
    { t: tLow, price: bar.low },
    { t: n, price: bar.close },
  ].sort((a, b) => a.t - b.t);
  const lo = Math.log(bar.low);
  const hi = Math.log(bar.high);
  const sigma = m.dailyVol / Math.sqrt(REGULAR_MINUTES);
  for (let p = 0; p < 3; p++) {
    const from = points[p]!;
    const to = points[p + 1]!;
    const steps = to.t - from.t;
    const a = Math.log(from.price);
    const b = Math.log(to.price);
    // A random walk from 0, then tilted so it ends at 0: a Brownian bridge, added to the straight line a → b.
    const walk = new Float64Array(steps + 1);
    for (let j = 1; j <= steps; j++) walk[j] = walk[j - 1]! + sigma * normal(INTRADAY, m.key, day, from.t + j);
    for (let j = 0; j <= steps; j++) {
      const share = j / steps;
      const x = a + (b - a) * share + walk[j]! - share * walk[steps]!;
      path[from.t + j] = roundToTick(Math.exp(x < lo ? lo : x > hi ? hi : x), m.tick);
    }
  }
  for (const { t, price } of points) path[t] = price;
  return path;
}
