import type { Constituent } from '../../baskets/performance/types';
import { normaliseWeights } from '../../baskets/performance/weights';
import type { Stock } from '../../market/instrument-types';
import { addDays, dayNumber, isWeekend } from '../../market/ist';
import type { SeedBasket } from './basket-seed-list';
import { stockRationale, themePool } from './basket-seed-themes';

/** The day the seed's history is written up to: the tests' and e2e's market clock (TEST_MARKET_NOW). */
export const SEED_AS_OF = '2026-11-20';

export interface SeedConstituent extends Constituent {
  rationale: string;
}

export interface SeedVersion {
  version: number;
  effectiveDate: string;
  rationale: string;
  constituents: SeedConstituent[];
}

/** FNV-1a of the text, then MurmurHash3's finaliser: a stable 32-bit number. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A number in [0, 1) that depends only on the basket and what it is for: the same seed on every machine. */
const draw = (basket: SeedBasket, purpose: string, n = 0) => hash32(`${basket.hash}|${purpose}|${n}`) / 4_294_967_296;

function weekday(date: string): string {
  let d = date;
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

/** The launch `years` before SEED_AS_OF, less up to 40 days, and the rebalances spread evenly after it. */
export function versionDates(basket: SeedBasket): string[] {
  const launch = weekday(
    addDays(SEED_AS_OF, -Math.round(basket.years * 365.25) - Math.floor(draw(basket, 'launch') * 40)),
  );
  const span = dayNumber(SEED_AS_OF) - 14 - dayNumber(launch);
  const dates = [launch];
  for (let i = 1; i <= basket.rebalances; i++) {
    dates.push(weekday(addDays(launch, Math.round((span * i) / (basket.rebalances + 0.5)))));
  }
  return dates;
}

function shuffled(basket: SeedBasket, pool: Stock[]): Stock[] {
  const keyed = pool.map((s) => ({ s, k: draw(basket, `pick:${s.symbol}`) }));
  return keyed.sort((a, b) => a.k - b.k).map(({ s }) => s);
}

/** Conviction weights (1 to 3 shares each) as percentages summing to exactly 100 (weights.ts). */
function weigh(basket: SeedBasket, stocks: Stock[], version: number): SeedConstituent[] {
  const shares = stocks.map((s) => ({
    symbol: s.symbol,
    weight: 1 + Math.floor(draw(basket, `w:${s.symbol}`, version) * 5) / 2,
  }));
  return normaliseWeights(shares).map((c, i) => ({ ...c, rationale: stockRationale(basket.theme, stocks[i]!) }));
}

const list = (stocks: Stock[]) => stocks.map((s) => s.name).join(', ');

/** The basket's versions: the launch, then each rebalance swapping one or two stocks and re-weighting. */
export function seedVersions(basket: SeedBasket): SeedVersion[] {
  const pool = shuffled(basket, themePool(basket.theme));
  const size = Math.max(6, Math.min(basket.size, pool.length - 2));
  let held = pool.slice(0, size);
  let bench = pool.slice(size);
  const dates = versionDates(basket);
  const versions: SeedVersion[] = [
    {
      version: 1,
      effectiveDate: dates[0]!,
      rationale: `Launch: ${size} stocks chosen by the basket's methodology, weighted by conviction.`,
      constituents: weigh(basket, held, 1),
    },
  ];
  for (let v = 2; v <= dates.length; v++) {
    const swaps = Math.min(bench.length, 1 + Math.floor(draw(basket, 'swaps', v) * 2));
    const out = held.filter((_, i) => (i + v) % Math.ceil(held.length / swaps) === 0).slice(0, swaps);
    const incoming = bench.slice(0, out.length);
    held = [...held.filter((s) => !out.includes(s)), ...incoming];
    bench = [...bench.slice(out.length), ...out];
    const rationale = out.length
      ? `Rebalance: added ${list(incoming)}; removed ${list(out)}, which no longer met the screens. Weights reset to conviction.`
      : 'Rebalance: weights reset to conviction; no change of stocks.';
    versions.push({ version: v, effectiveDate: dates[v - 1]!, rationale, constituents: weigh(basket, held, v) });
  }
  return versions;
}

/** What the methodology section says: the universe, the screen, the weights and the rebalance rule. */
export function seedMethodology(basket: SeedBasket, size: number): string {
  const every = basket.frequency === 'monthly' ? 'every month' : 'every quarter';
  return (
    `Universe: NSE-listed stocks fitting the basket's theme (${basket.mfCategory}). ` +
    `We screen for liquidity, governance and balance-sheet strength, then rank the survivors on the theme's own ` +
    `measures and hold the best ${size}. Weights run from 1 to 3 parts by conviction and are scaled to 100 %. ` +
    `The basket is reviewed ${every}; a stock is replaced when it fails a screen, and weights are reset at each ` +
    `rebalance. Performance is measured against the ${basket.benchmark}.`
  );
}

export function seedFaqs(basket: SeedBasket): Array<{ question: string; answer: string }> {
  const faqs = [
    {
      question: 'Who is this basket for?',
      answer: `Investors who want ${basket.description.charAt(0).toLowerCase()}${basket.description.slice(1)}`,
    },
    {
      question: 'How often is it rebalanced?',
      answer: `It is reviewed ${basket.frequency === 'monthly' ? 'monthly' : 'quarterly'}; you are told of each rebalance and can apply it in one step.`,
    },
    {
      question: 'What does it cost?',
      answer:
        basket.feeKind === 'FIXFEE'
          ? `A fixed fee of ₹${basket.fee} a year, charged for each period in advance.`
          : `${basket.fee} % a year of the amount invested, charged each quarter.`,
    },
    {
      question: 'Can I hold the stocks in my own demat account?',
      answer: 'Yes. The shares are bought in your own broker account; you can sell them at any time.',
    },
    {
      question: 'What is the benchmark?',
      answer: `The ${basket.benchmark}, the index closest to what the basket holds.`,
    },
  ];
  return faqs.slice(0, 3 + Math.floor(draw(basket, 'faqs') * 3));
}
