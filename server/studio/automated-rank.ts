import type { AutomatedRules } from '#contract/studio/automated-rules';

/** A stock the rules may choose, with the measures they rank and weight by (null: not enough history). */
export interface Candidate {
  symbol: string;
  name: string;
  sector: string;
  capClass: 'large' | 'mid' | 'small';
  marketCapCrore: number;
  momentumPercent: number | null;
  volatilityPercent: number | null;
}

export interface Ranked extends Candidate {
  rank: number;
}

/** The universe: the cap classes and sectors asked for (no sectors: every one), the excluded left out. */
export function inUniverse(candidates: readonly Candidate[], rules: AutomatedRules): Candidate[] {
  const caps = new Set<string>(rules.universe.cap_classes);
  const sectors = new Set(rules.universe.sectors);
  const excluded = new Set(rules.universe.exclude.map((s) => s.trim().toUpperCase()));
  return candidates.filter(
    (c) => caps.has(c.capClass) && (sectors.size === 0 || sectors.has(c.sector)) && !excluded.has(c.symbol),
  );
}

const measure: Record<AutomatedRules['rank_by'], (c: Candidate) => number | null> = {
  market_cap: (c) => c.marketCapCrore,
  momentum_6m: (c) => c.momentumPercent,
  // Lowest first: rank by the negated volatility.
  low_volatility_1y: (c) => (c.volatilityPercent === null ? null : -c.volatilityPercent),
};

/** Ranked best first by the rules' measure (ties by symbol), stocks without the measure left out. */
export function ranked(universe: readonly Candidate[], rankBy: AutomatedRules['rank_by']): Ranked[] {
  const of = measure[rankBy];
  return universe
    .filter((c) => of(c) !== null)
    .sort((a, b) => of(b)! - of(a)! || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
    .map((c, i) => ({ ...c, rank: i + 1 }));
}

const CAP_WORDS = { large: 'large', mid: 'mid', small: 'small' } as const;

function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** 'Rank 3 by market cap among large caps in Financial Services' (and the measure where it is a figure). */
export function reasonFor(c: Ranked, rules: AutomatedRules): string {
  const caps = `${listed(rules.universe.cap_classes.map((k) => CAP_WORDS[k]))} caps`;
  const sectors = rules.universe.sectors;
  const where =
    sectors.length === 0 ? '' : sectors.length <= 2 ? ` in ${listed(sectors)}` : ` in ${sectors.length} sectors`;
  const by =
    rules.rank_by === 'market_cap'
      ? 'market cap'
      : rules.rank_by === 'momentum_6m'
        ? `six-month return (${c.momentumPercent! >= 0 ? '+' : ''}${c.momentumPercent!.toFixed(1)} %)`
        : `lowest one-year volatility (${c.volatilityPercent!.toFixed(1)} %)`;
  return `Rank ${c.rank} by ${by} among ${caps}${where}`;
}
