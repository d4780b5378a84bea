import { formatPercent, formatRupees, MISSING } from '#contract/format';

export type Tone = 'gain' | 'loss' | 'even';

/** Whether a figure is a gain, a loss or neither (what rounds to nothing is neither). */
export function toneOf(value: number | null | undefined): Tone {
  if (value == null || !Number.isFinite(value) || Math.abs(value) < 0.05) return 'even';
  return value > 0 ? 'gain' : 'loss';
}

const SIGN: Record<Tone, string> = { gain: '+', loss: '−', even: '' };

/** Rupees with their sign written out: '+₹1,234.5', '−₹820', '₹0'. The sign never relies on colour. */
export function signedRupees(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const tone = toneOf(value);
  return `${SIGN[tone]}${formatRupees(tone === 'even' ? 0 : Math.abs(value))}`;
}

/** A percentage with its sign: '+12.34%', '−3.5%', '0%'. */
export function signedPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const tone = toneOf(value);
  return `${SIGN[tone]}${formatPercent(tone === 'even' ? 0 : Math.abs(value))}`;
}
