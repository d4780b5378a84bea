import type { AdviserType, RebalanceFrequency } from '#contract/baskets/types';
import { AUA_FEE_CAP_PERCENT, FIXED_FEE_CAP_PER_YEAR } from '../billing/rules/sebi-caps';
import type { FieldErrors } from '#contract/http/envelope';
import { STUDIO_MESSAGES } from '#contract/studio/rules';

/**
 * What the schema cannot know of a new basket's fields: the brand's rebalance frequencies, the
 * market's benchmarks, SEBI's fee limits for the adviser's registration (a fixed fee at most
 * ₹1,51,000 a year; a fee on assets, an RIA's only, at most 2.5 %).
 */
export function basketFieldErrors(
  f: { rebalance_frequency: RebalanceFrequency; benchmark_id: string; fee_kind: 'FIXFEE' | 'AUM'; fee_amount: number },
  context: {
    frequencies: readonly RebalanceFrequency[];
    isBenchmark: (id: string) => boolean;
    adviserType: AdviserType;
  },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!context.frequencies.includes(f.rebalance_frequency))
    errors.rebalance_frequency = STUDIO_MESSAGES.frequencyNotOffered;
  if (!context.isBenchmark(f.benchmark_id)) errors.benchmark_id = `There is no benchmark ${f.benchmark_id}.`;
  const tooHigh =
    f.fee_kind === 'AUM'
      ? context.adviserType === 'Research Analyst' || f.fee_amount > AUA_FEE_CAP_PERCENT
      : f.fee_amount > FIXED_FEE_CAP_PER_YEAR;
  if (tooHigh) errors.fee_amount = STUDIO_MESSAGES.feeTooHigh;
  return errors;
}
