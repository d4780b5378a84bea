import { fromPaise, roundDiv, toPaise } from '#contract/trading-rules/paise';

/**
 * Spec §9: the fee per period is the yearly fee × next_charge_period / 12, whether the yearly fee is
 * rupees (FIXFEE) or a percentage of the amount invested (AUM). Rounded half up to `places` (100: the
 * paisa; 10,000: 0.0001 %).
 */
export function feePerPeriod(yearly: number, months: number, places: number): number {
  if (!Number.isInteger(months) || months < 1 || months > 12) {
    throw new RangeError(`a charge period is 1 to 12 whole months, not ${months}`);
  }
  return Math.round((yearly * months * places) / 12) / places;
}

/** aum_percent is kept to 0.001 % (numeric(5, 3)): a whole number of thousandths. */
const THOUSANDTHS = 1000;

/**
 * An AUM fee for a period, in rupees to the paisa: the investment's current value × aum_percent a year
 * × months / 12 (docs/subscriptions.md, "Plans"). Exact integer arithmetic on paise and thousandths
 * of a percent, rounded half up once at the end.
 */
export function aumFeeForPeriod(currentValue: number, aumPercent: number, months: number): number {
  feePerPeriod(0, months, 1);
  const value = toPaise(currentValue, 'the current value', true);
  const rate = Math.round(aumPercent * THOUSANDTHS);
  if (!Number.isFinite(aumPercent) || rate < 0 || rate > 100 * THOUSANDTHS) {
    throw new RangeError(`aum_percent must be from 0 to 100, not ${aumPercent}`);
  }
  return fromPaise(roundDiv(value * rate * months, 100 * THOUSANDTHS * 12));
}
