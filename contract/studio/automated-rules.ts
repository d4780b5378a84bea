import { z } from 'zod';
import { CAP_CLASSES, RANK_BY, WEIGHTING } from './automated-rule-options';

/**
 * create-basket-automated (docs/studio.md, "Automated baskets"): a small rule set the server runs on
 * each rebalance date to propose the basket's next version. Example: the top 10 by market cap among
 * large caps in Financial Services and Information Technology, equal weight, at most 30 % per sector.
 */
export { CAP_CLASSES, RANK_BY, WEIGHTING };

export const automatedRules = z
  .object({
    /** Schema version of the rule set; 1 today. */
    version: z.literal(1),
    universe: z
      .object({
        cap_classes: z.array(z.enum(CAP_CLASSES)).min(1).max(3),
        /** Sector names as the market data names them (NSE macro-economic sectors); empty means every sector. */
        sectors: z.array(z.string().min(1).max(60)).max(19).default([]),
        /** Symbols never chosen. */
        exclude: z.array(z.string().min(1).max(32)).max(50).default([]),
      })
      .strict(),
    rank_by: z.enum(RANK_BY),
    /** How many stocks the basket holds. */
    count: z.number().int().min(3).max(30),
    weighting: z.enum(WEIGHTING),
    /** Optional caps, percent: no stock above max_weight, no sector above max_sector_weight. */
    max_weight: z.number().min(5).max(100).default(100),
    max_sector_weight: z.number().min(10).max(100).default(100),
  })
  .strict();

export type AutomatedRules = z.output<typeof automatedRules>;
export type AutomatedRulesInput = z.input<typeof automatedRules>;
