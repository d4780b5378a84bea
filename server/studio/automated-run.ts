import type { AutomatedRules } from '#contract/studio/automated-rules';
import type { Proposal } from '#contract/studio/types';
import type { Database, Queryable } from '../db/database';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { loadCandidates } from './automated-candidates';
import { proposeLines, type ProposedLines } from './automated-propose';
import { latestWeights, saveRules, storeProposal, toProposal } from './automated-store';

/** What the rules choose now for a basket, against its latest version (nothing stored). */
export async function computeProposal(
  db: Queryable,
  market: MarketData,
  basketId: number | null,
  rules: AutomatedRules,
): Promise<ProposedLines> {
  const previous = basketId === null ? new Map<string, number>() : await latestWeights(db, basketId);
  return proposeLines(rules, await loadCandidates(market, rules), previous);
}

export type RunOutcome = { proposal: Proposal } | { refused: string } | { published: true };

/**
 * The rules run now (and saved first when given): today's proposal (IST) replaces the open one.
 * `published` when today's proposal has been published already: the rules run again on the next date.
 */
export async function proposeNow(
  db: Database,
  market: MarketData,
  basketId: number,
  rules: AutomatedRules,
  { save = false }: { save?: boolean } = {},
): Promise<RunOutcome> {
  const proposed = await computeProposal(db, market, basketId, rules);
  if ('refused' in proposed) return proposed;
  const asOf = istDateOf(market.now());
  return db.transaction(async (tx) => {
    const row = await storeProposal(tx, basketId, asOf, proposed);
    if (!row) return { published: true as const };
    if (save) await saveRules(tx, basketId, rules);
    return { proposal: toProposal(row) };
  });
}
