import type { IndexPoint } from './types';

/** The deepest fall from a high, in percent (0 or below), with when it started, bottomed and was made good. */
export interface Drawdown {
  percent: number;
  /** The high it fell from (the first day at that high); null when the index never fell. */
  peakDate: string | null;
  /** The lowest close after that high before a new one. */
  troughDate: string | null;
  /** The first close back at or above the high; null while it has not recovered. */
  recoveryDate: string | null;
}

/** Maximum drawdown: the lowest value / running high − 1 over the series (the first such fall on a tie). */
export function maxDrawdown(points: readonly IndexPoint[]): Drawdown {
  let peak = points[0];
  let worst = { ratio: 1, peak, troughIndex: -1 };
  points.forEach((point, i) => {
    if (point.value > peak!.value) peak = point;
    const ratio = point.value / peak!.value;
    if (ratio < worst.ratio) worst = { ratio, peak, troughIndex: i };
  });
  if (worst.troughIndex < 0) return { percent: 0, peakDate: null, troughDate: null, recoveryDate: null };
  const recovery = points.slice(worst.troughIndex + 1).find((p) => p.value >= worst.peak!.value);
  return {
    percent: (worst.ratio - 1) * 100,
    peakDate: worst.peak!.date,
    troughDate: points[worst.troughIndex]!.date,
    recoveryDate: recovery?.date ?? null,
  };
}
