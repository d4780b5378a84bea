import { fromPaise, roundDiv, toPaise } from '#contract/money/paise';

/** The largest a fee may be in its units (paise, 0.0001 %): amount × months × 2 stays below 2⁵³. */
const MAX_UNITS = 2 ** 48;

/**
 * Spec §9: the fee per period is the yearly fee × next_charge_period / 12, whether the yearly fee is
 * rupees (FIXFEE) or a percentage of the amount invested (AUM), rounded half up to `places` (100: the
 * paisa; 10,000: 0.0001 %). Worked in integers (decision 0245): a ₹1.90 yearly fee billed quarterly is
 * 190 paise × 3 / 12 = 47.5 → 48 paise, ₹0.48 (the float product 0.475 rounded down to ₹0.47).
 */
export function feePerPeriod(yearly: number, months: number, places: number): number {
  return proRataFee(yearly, 12, months, places);
}

/**
 * A fee of `amount` for `amountMonths` months, charged for `months`: amount × months / amountMonths,
 * rounded half up once to `places`. The amount is taken in whole units of 1 / `places` (a RangeError
 * for more digits than that, a negative or a non-finite amount); months are 1 to 12 whole months.
 */
export function proRataFee(amount: number, amountMonths: number, months: number, places: number): number {
  for (const [what, n] of [
    ['a charge period', months],
    ['the period a fee is for', amountMonths],
  ] as const) {
    if (!Number.isInteger(n) || n < 1 || n > 12) throw new RangeError(`${what} is 1 to 12 whole months, not ${n}`);
  }
  if (!Number.isInteger(places) || places < 1) throw new RangeError(`places must be a whole number, not ${places}`);
  const units = Math.round(amount * places);
  if (!Number.isFinite(amount) || amount < 0 || units > MAX_UNITS || Math.abs(amount * places - units) > 1e-6) {
    throw new RangeError(`a fee must be from 0 in whole units of 1/${places}, not ${amount}`);
  }
  return roundDiv(units * months, amountMonths) / places;
}

/** aum_percent is kept to 0.001 % (numeric(5, 3)): a whole number of thousandths. */
const THOUSANDTHS = 1000;

/**
 * An AUM fee for a period, in rupees to the paisa: the investment's current value × aum_percent a year
 * × months / 12 (docs/subscriptions.md, "Plans"). Exact integer arithmetic on paise and thousandths
 * of a percent, rounded half up once at the end.
 */
export function aumFeeForPeriod(currentValue: number, aumPercent: number, months: number): number {
  proRataFee(0, 12, months, 1);
  const value = toPaise(currentValue, 'the current value', true);
  const rate = Math.round(aumPercent * THOUSANDTHS);
  if (!Number.isFinite(aumPercent) || rate < 0 || rate > 100 * THOUSANDTHS) {
    throw new RangeError(`aum_percent must be from 0 to 100, not ${aumPercent}`);
  }
  return fromPaise(roundDiv(value * rate * months, 100 * THOUSANDTHS * 12));
}
