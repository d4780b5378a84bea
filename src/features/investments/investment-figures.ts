import { formatPercent, formatRupees } from '#contract/locale/format';

export type Tone = 'gain' | 'loss' | 'even';

/** Whether a figure is a gain, a loss or neither (what rounds to nothing is neither). */
export function toneOf(value: number | null | undefined): Tone {
  if (value == null || !Number.isFinite(value) || Math.abs(value) < 0.05) return 'even';
  return value > 0 ? 'gain' : 'loss';
}

/** A figure as its tone reads it: what is neither a gain nor a loss is written as 0. */
const asToned = (value: number | null | undefined) => (value != null && toneOf(value) === 'even' ? 0 : value);

/**
 * Rupees with their sign written out, through the one money formatter: '+₹1,234.5', '−₹820', '₹0'.
 * The sign never relies on colour.
 */
export const signedRupees = (value: number | null | undefined): string =>
  formatRupees(asToned(value), { signed: true });

/** A percentage with its sign: '+12.34%', '−3.5%', '0%'. */
export const signedPercent = (value: number | null | undefined): string =>
  formatPercent(asToned(value), { signed: true });
