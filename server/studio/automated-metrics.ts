/** The ranking measures of automated baskets, from daily closes oldest first (pure). */

/** Sessions in six months and in a year of NSE trading, roughly. */
export const MOMENTUM_SESSIONS = 126;
export const VOLATILITY_SESSIONS = 250;

/** Price return in percent over the last `sessions` sessions; null without enough history. */
export function momentumPercent(closes: readonly number[], sessions = MOMENTUM_SESSIONS): number | null {
  if (closes.length < sessions + 1) return null;
  const last = closes[closes.length - 1]!;
  const first = closes[closes.length - 1 - sessions]!;
  if (!(first > 0)) return null;
  return ((last - first) / first) * 100;
}

/**
 * Standard deviation of daily returns over the last `sessions` sessions, annualised (× √250) and in
 * percent; null without enough history.
 */
export function volatilityPercent(closes: readonly number[], sessions = VOLATILITY_SESSIONS): number | null {
  if (closes.length < sessions + 1) return null;
  const window = closes.slice(closes.length - 1 - sessions);
  const returns: number[] = [];
  for (let i = 1; i < window.length; i++) returns.push(window[i]! / window[i - 1]! - 1);
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(250) * 100;
}
