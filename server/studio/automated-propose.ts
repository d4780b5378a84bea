import type { AutomatedRules } from '#contract/studio/automated-rules';
import type { ProposalLine } from '#contract/studio/types';
import { inUniverse, ranked, reasonFor, type Candidate, type Ranked } from './automated-rank';
import { cappedWeights, roundToHundred } from './automated-weights';

export type ProposedLines = { lines: ProposalLine[]; dropped: string[] } | { refused: string };

const score: Record<AutomatedRules['weighting'], (c: Ranked) => number | null> = {
  equal: () => 1,
  market_cap: (c) => c.marketCapCrore,
  inverse_volatility: (c) => (c.volatilityPercent && c.volatilityPercent > 0 ? 1 / c.volatilityPercent : null),
};

/**
 * What the rules choose (docs/studio.md, "Automated baskets"): the universe ranked, the top `count`,
 * weighted with the caps, rounded to sum to exactly 100. `previous` is the latest version's weights
 * (empty before the first publish). Pure: the same candidates give the same lines.
 */
export function proposeLines(
  rules: AutomatedRules,
  candidates: readonly Candidate[],
  previous: ReadonlyMap<string, number>,
): ProposedLines {
  const chosen = ranked(inUniverse(candidates, rules), rules.rank_by)
    .filter((c) => score[rules.weighting](c) !== null)
    .slice(0, rules.count);
  if (chosen.length < rules.count) {
    return {
      refused:
        chosen.length === 0
          ? 'No stock matches these rules: widen the cap classes or the sectors.'
          : `Only ${chosen.length} stocks match these rules: ask for at most ${chosen.length} or widen the universe.`,
    };
  }
  const weighed = cappedWeights(
    chosen.map((c) => ({ symbol: c.symbol, sector: c.sector, score: score[rules.weighting](c)! })),
    { maxWeight: rules.max_weight, maxSectorWeight: rules.max_sector_weight },
  );
  if ('infeasible' in weighed) return { refused: weighed.infeasible };
  const rounded = roundToHundred(
    chosen.map((c) => c.symbol),
    weighed.weights,
  );
  const lines = chosen.map((c) => ({
    symbol: c.symbol,
    name: c.name,
    sector: c.sector,
    weight: rounded.get(c.symbol)!,
    previous_weight: previous.get(c.symbol) ?? 0,
    reason: reasonFor(c, rules) + (weighed.capped.has(c.symbol) ? `; capped at ${rules.max_weight} %` : ''),
  }));
  const kept = new Set(lines.map((l) => l.symbol));
  const dropped = [...previous.keys()].filter((s) => !kept.has(s)).sort();
  return { lines, dropped };
}
