import type { DayGrid } from './day-grid';
import { JUMP_CHANCE, JUMP_SCALE } from './model-tables';
import { MARKET_SEED, hashString, normal, uniform } from './prng';
import type { ModelParams } from './price-model';
import { ceilToTick, floorToTick, roundToTick } from './ticks';

/** One symbol's daily history on a grid: log returns (close to close) and the bars, prices on the tick. */
export interface Series {
  returns: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

const DAILY = MARKET_SEED ^ hashString('daily');
/** Which of a day's draws: each (symbol, day, slot) is its own random number. */
const SLOT = { own: 0, gap: 1, high: 2, low: 3, volume: 4, jump: 5 } as const;

function clamp(x: number, low: number, high: number): number {
  return x < low ? low : x > high ? high : x;
}

/** Log returns: beta × the factor's, plus the own move (mean-reverting around the anchor), plus drift. */
function dailyReturns(m: ModelParams, grid: DayGrid, factorReturns: (symbol: string) => Float64Array): Float64Array {
  const n = grid.dates.length;
  const r = new Float64Array(n);
  if (m.blend) {
    for (const { symbol, weight } of m.blend) {
      const fr = factorReturns(symbol);
      for (let k = 0; k < n; k++) r[k]! += weight * fr[k]!;
    }
    return r;
  }
  const shock = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const day = grid.days[k]!;
    const jump = m.jumps && uniform(DAILY, m.key, day, SLOT.jump) < JUMP_CHANCE ? JUMP_SCALE : 1;
    shock[k] = m.ownVol * grid.regime[k]! * grid.scale[k]! * jump * normal(DAILY, m.key, day, SLOT.own);
  }
  // The own component X is 0 on the anchor day; forward X[k] = (1−κ)X[k−1] + e[k], backward
  // X[k−1] = (1−κ)X[k] − e[k], so each day's own move is e[k] plus a small pull towards 0.
  const keep = 1 - m.reversion;
  let x = 0;
  for (let k = grid.anchor + 1; k < n; k++) {
    const next = keep * x + shock[k]!;
    r[k] = next - x;
    x = next;
  }
  x = 0;
  for (let k = grid.anchor; k >= 0; k--) {
    const before = keep * x - shock[k]!;
    r[k] = x - before;
    x = before;
  }
  const fr = m.factor ? factorReturns(m.factor) : null;
  const up = m.band === null ? Infinity : Math.log(1 + m.band);
  const down = m.band === null ? -Infinity : Math.log(1 - m.band);
  for (let k = 0; k < n; k++) {
    const s = grid.scale[k]!;
    const total = r[k]! + (fr ? m.beta * fr[k]! : 0) + m.drift * s * s;
    r[k] = Math.min(up, Math.max(down, total));
  }
  return r;
}

export function generateSeries(m: ModelParams, grid: DayGrid, factorReturns: (symbol: string) => Float64Array): Series {
  const n = grid.dates.length;
  const returns = dailyReturns(m, grid, factorReturns);
  // Log closes: the anchor day at the level, the rest by adding (forward) or taking off (backward) returns.
  const level = new Float64Array(n);
  level[grid.anchor] = Math.log(m.level);
  for (let k = grid.anchor + 1; k < n; k++) level[k] = level[k - 1]! + returns[k]!;
  for (let k = grid.anchor; k > 0; k--) level[k - 1] = level[k]! - returns[k]!;

  const series: Series = {
    returns,
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  const { tick } = m;
  const up = m.band === null ? Infinity : Math.log(1 + m.band);
  const down = m.band === null ? -Infinity : Math.log(1 - m.band);
  for (let k = 0; k < n; k++) {
    const day = grid.days[k]!;
    const spread = m.dailyVol * grid.regime[k]! * grid.scale[k]!;
    const prev = k === 0 ? level[0]! - returns[0]! : level[k - 1]!;
    const c = level[k]!;
    // The open gaps partly towards the day's move; high and low reach past the open and close.
    const ceiling = prev + up;
    const floor = prev + down;
    const o = clamp(prev + 0.3 * returns[k]! + 0.25 * spread * normal(DAILY, m.key, day, SLOT.gap), floor, ceiling);
    const hi = clamp(Math.max(o, c) + 0.5 * spread * Math.abs(normal(DAILY, m.key, day, SLOT.high)), floor, ceiling);
    const lo = clamp(Math.min(o, c) - 0.5 * spread * Math.abs(normal(DAILY, m.key, day, SLOT.low)), floor, ceiling);
    const open = roundToTick(Math.exp(o), tick);
    const close = roundToTick(Math.exp(c), tick);
    series.open[k] = open;
    series.close[k] = close;
    series.high[k] = Math.max(ceilToTick(Math.exp(hi), tick), open, close);
    series.low[k] = Math.max(tick, Math.min(floorToTick(Math.exp(lo), tick), open, close));
    if (m.turnover > 0) {
      // Shares traded: the day's value at the day's price, busier on big moves, lighter in a short session.
      const busy = 0.7 + (0.3 * Math.abs(returns[k]!)) / Math.max(spread, 1e-9);
      const noise = Math.exp(0.35 * normal(DAILY, m.key, day, SLOT.volume) - 0.06125);
      const s = grid.scale[k]!;
      series.volume[k] = Math.max(1, Math.round((m.turnover / Math.exp(c)) * noise * busy * s * s));
    }
  }
  return series;
}
