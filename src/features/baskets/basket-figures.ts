import type { BasketCharges } from '#contract/baskets/details';
import { formatFee, formatYearlyRate, periodName } from '#contract/subscriptions/fee-period';
import { formatPercent } from '#contract/locale/format';

/**
 * What a basket's fee costs, with its period (docs/baskets.md, "Charges"; decision 0054): a FIXFEE in rupees for
 * the months the next charge covers, with the year's fee when that is not a year ('₹1,499 / year',
 * '₹374.8 / 3 months (₹1,499 / year)'); an AUA fee as its yearly rate, and what one charge takes when
 * it covers less or more than a year.
 */
export function feeText(charges: BasketCharges): string {
  if (charges.kind === 'FIXFEE') {
    const perCharge = formatFee(charges.feePerPeriod, charges.next_charge_period);
    if (charges.next_charge_period === 12) return perCharge;
    return `${perCharge} (${formatFee(charges.amount, 12)})`;
  }
  const yearly = formatYearlyRate(charges.amount);
  if (charges.next_charge_period === 12) return yearly;
  return `${yearly} (${formatPercent(charges.feePerPeriod)} / ${periodName(charges.next_charge_period)})`;
}
