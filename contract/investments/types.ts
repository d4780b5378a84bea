import { z } from 'zod';
import { CHART_PERIODS } from '#contract/baskets/details';
import type { BasketSummary } from '#contract/baskets/types';
import { investmentKeyRequest, tradeVariety, type OrderLine, type TradeCharges } from '#contract/trading/types';
import { BUY_ONLY_MESSAGES, buyOnlyAmountProblem, type BuyOnlyFigures, type DpCharges } from './buy-only';

/** The investor's investments (docs/investments.md): my-baskets answers and the calls on one investment. */

export const REBALANCE_MODES = ['RECOMMENDED_CHANGES', 'ADJUST_ALL_STOCK', 'BUY_ONLY'] as const;
export type RebalanceMode = (typeof REBALANCE_MODES)[number];
/** The modes that sell to fund their buys; BUY_ONLY buys with new money and sells nothing (decision 0297). */
export const SELLING_REBALANCE_MODES = ['RECOMMENDED_CHANGES', 'ADJUST_ALL_STOCK'] as const;
export type SellingRebalanceMode = (typeof SELLING_REBALANCE_MODES)[number];

export interface Holding {
  symbol: string;
  name: string;
  quantity: number;
  average_price: number;
  last_price: number;
  value: number;
  /** Percent of the investment's current value. */
  weight: number;
}

export interface InvestmentSummary {
  investment: string;
  basket_hash: string;
  basket_name: string;
  adviser_name: string;
  broker_id: string;
  status: 'active' | 'closed';
  /** Money put in less money taken out (never counting proceeds re-invested by a rebalance). */
  invested: number;
  current_value: number;
  /** current_value − invested; once closed, the realised profit and loss. */
  profit_loss: number;
  /** Money the investor put in (a rebalance counts by what it added on balance). */
  paid_in: number;
  /** Money the investor took out: sells, the exit, a rebalance's spare cash. */
  taken_out: number;
  /** The absolute return, percent (docs/investments.md, "Figures"). */
  returns_percent: number;
  /** The money has been held a year (365 days): XIRR is shown; before, the absolute return alone. */
  held_a_year: boolean;
  /** Annualised, over the real cash flows; null under a year held, or where no rate solves them. */
  xirr_percent: number | null;
  rebalance_pending: boolean;
  sip: { frequency: 'monthly' | 'quarterly'; amount: number; day: number; next_due: string; due: boolean } | null;
  stoploss: { percent: number; trigger_value: number; breached: boolean } | null;
  /** The target alert: told when the value is at or above `target_value`, percent above the money put in. */
  target: { percent: number; target_value: number; reached: boolean } | null;
  /** Some lines were left short (partly filled, rejected): the repair call can buy the rest. */
  needs_repair: boolean;
  started_at: string;
  closed_at: string | null;
}

/**
 * An investment a read left out because its stored figures are impossible: outside the validated
 * ranges (a value or a cash flow over ₹100 crore, docs/investments.md "Impossible figures").
 */
export interface SkippedInvestment {
  investment: string;
  basket_name: string;
}

export interface MyBasketsSummaryBody {
  invested: number;
  current_value: number;
  profit_loss: number;
  returns_percent: number;
  /** As InvestmentSummary's, over every active investment's flows at once. */
  held_a_year: boolean;
  xirr_percent: number | null;
  investments: number;
  /** Left out of the totals (and of `investments`): their figures are impossible. */
  skipped_investments: SkippedInvestment[];
  /** ISO: when these figures were computed (the app shows it when read offline). */
  as_of: string;
}

export interface InvestmentsBody {
  investments: InvestmentSummary[];
  /** Left out of `investments`: their figures are impossible. */
  skipped_investments: SkippedInvestment[];
  as_of: string;
}

export interface CashFlow {
  kind: 'buy' | 'sip' | 'sell' | 'fee' | 'rebalance' | 'repair' | 'exit';
  /** Negative: the investor paid; positive: the investor received. */
  amount: number;
  at: string;
}

export interface InvestmentDetailsBody extends InvestmentSummary {
  holdings: Holding[];
  cash_flows: CashFlow[];
  /**
   * What fix-investment-qty-v2 would buy now (the latest trade's shortfall at the last prices, at market), or null
   * when it would refuse: no shortfall, not done yet, already repaired, past the next trading day (docs/trading.md,
   * "Repair"). The order window and the funds are checked when it is placed, as for any order.
   */
  repair: OrderLine[] | null;
  as_of: string;
}

export interface PerformancePoint {
  date: string;
  value: number;
  invested: number;
}
export interface InvestmentChartBody {
  investment: string;
  period: '1yr' | '3yr' | '5yr';
  points: PerformancePoint[];
}

/**
 * Where a rebalance's weights come from: 'version', the adviser's new basket version for every holder;
 * 'adviser', weights the adviser set for this investor alone (docs/rebalance-from-sheet.md).
 */
export type RebalanceSource = 'version' | 'adviser';

export interface RebalanceDetailsBody {
  investment: string;
  mode: RebalanceMode;
  source: RebalanceSource;
  from_version: number;
  to_version: number;
  /** The version's effective date, or the day the adviser set the weights. */
  published_on: string;
  /** The version's rationale ('' for weights the adviser set). */
  rationale: string;
  /** The weights the rebalance aims at, heaviest first. */
  target_weights: { symbol: string; name: string; weight: number }[];
  lines: (OrderLine & { totalShareQty: number; newShareQty: number; tag: string })[];
  charges: TradeCharges;
  /** The depository's charge on this rebalance's sells: per stock sold, once a day (not on the contract note). */
  dp_charges: DpCharges;
  /** How many stocks each selling mode would sell now: the sales the buy-only mode avoids. */
  sales: Record<SellingRebalanceMode, number>;
  /** Sells' proceeds less buys' cost (negative: the investor adds money). */
  net_cash: number;
  /** BUY_ONLY's new money and what it leaves; null in the other modes. */
  buy_only: BuyOnlyFigures | null;
}

export interface RebalanceHistoryBody {
  rebalances: {
    from_version: number;
    to_version: number;
    status: 'pending' | 'accepted' | 'ignored';
    mode: RebalanceMode | null;
    created_at: string;
    decided_at: string | null;
    trade: string | null;
    source: RebalanceSource;
  }[];
}

/** BUY_ONLY's new money (contract/investments/buy-only.ts): bounded, to the paisa. */
const buyOnlyAmount = z.coerce
  .number({ message: BUY_ONLY_MESSAGES.badAmount })
  .finite({ message: BUY_ONLY_MESSAGES.badAmount })
  .min(1, { message: BUY_ONLY_MESSAGES.badAmount })
  .max(100_000_000, { message: BUY_ONLY_MESSAGES.badAmount })
  .refine((a) => buyOnlyAmountProblem(a) === undefined, { message: BUY_ONLY_MESSAGES.badAmount });

/** An amount with BUY_ONLY, and only with it. */
const withBuyOnlyAmount = <S extends z.ZodType<{ mode: RebalanceMode; amount?: number | undefined }>>(schema: S) =>
  schema.superRefine((v, ctx) => {
    if (v.mode === 'BUY_ONLY' && v.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: BUY_ONLY_MESSAGES.amountNeeded });
    }
    if (v.mode !== 'BUY_ONLY' && v.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: BUY_ONLY_MESSAGES.amountOnlyBuyOnly });
    }
  });

export const investmentRequest = z.object({ investment: z.string().trim().min(1).max(64) });
export const rebalanceDetailsQuery = withBuyOnlyAmount(
  investmentRequest.extend({
    mode: z.enum(REBALANCE_MODES).default('RECOMMENDED_CHANGES'),
    amount: buyOnlyAmount.optional(),
  }),
);
export const startSipRequest = investmentRequest.extend({
  frequency: z.enum(['monthly', 'quarterly']),
  amount: z.coerce.number().finite().positive().max(10_000_000),
  day: z.coerce.number().int().min(1).max(28),
});
export const stoplossRequest = investmentRequest.extend({
  percent: z.coerce.number().finite().gt(0).lt(100).nullable(),
});
/** POST target/add/ { investment, percent }: 0 < percent ≤ 1000 above the money put in, kept to two decimals (so at least 0.01); null removes it. */
export const targetRequest = investmentRequest.extend({
  percent: z.coerce.number().finite().min(0.01, 'Please give a percent of at least 0.01').max(1000).nullable(),
});

/** GET my-baskets/performance-chart/ ?investment=&period= */
export const performanceChartQuery = investmentRequest.extend({ period: z.enum(CHART_PERIODS).default('1yr') });
/** POST investment/close/ { investment, client_key, variety? }: 'amo' queues the exit for the next open. */
export const closeRequest = investmentKeyRequest.extend({ variety: tradeVariety });
export type CloseRequest = z.infer<typeof closeRequest>;
/** POST rebalance/accept/ { investment, mode, client_key, amount? }: amount with BUY_ONLY only, as previewed. */
export const rebalanceAcceptRequest = withBuyOnlyAmount(
  investmentKeyRequest.extend({ mode: z.enum(REBALANCE_MODES), amount: buyOnlyAmount.optional() }),
);

/** my-baskets/published|hidden|draft/: the signed-in adviser's own baskets with that status (404 for anyone else). */
export interface MyAdviserBasketsBody {
  baskets: BasketSummary[];
}
