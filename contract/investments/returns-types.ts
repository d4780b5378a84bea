import type { TradeKind } from '#contract/trading/types';

/**
 * Returns after costs beside the basket's model (docs/investments.md, "Returns after costs"; decision 0303).
 * Money in rupees, percentages to two decimals. A figure that cannot be known is null with a reason code,
 * never 0.
 */

/** Why a figure is null. */
export type ReturnsUnknownReason =
  /** Some shares sold (or that an exit would sell) have no purchase here to give their cost: tax unknown. */
  | 'no_cost_basis'
  /** Nothing was ever put in: no percentage. */
  | 'nothing_invested'
  /** The basket's model has no index yet (no versions or no closes). */
  | 'no_model_history'
  /** The investment's first day is after the model's last close, or before its launch. */
  | 'model_dates_outside_index'
  /** No close of a stock on the fill day: the model's price is unknown (today's session has not closed). */
  | 'no_model_price'
  /** A figure the total needs is unknown. */
  | 'part_unknown';

/** A money figure with its share of the base, or null with the reason. */
export interface AfterCostFigure {
  amount: number | null;
  percent: number | null;
  reason: ReturnsUnknownReason | null;
}

/** One trade that follows the model (buy, SIP, rebalance): what its fills cost against the model's prices. */
export interface TrackingGapLine {
  trade: string;
  kind: TradeKind;
  /** The fills' IST date. */
  date: string;
  /** Net money the investor's fills cost: buys − sells (a rebalance that freed money is negative). */
  investor_cost: number;
  /** The same shares at the model's prices (each stock's close on the fill day); null when unknown. */
  model_cost: number | null;
  /** investor_cost − model_cost: positive when the fills cost more than the model's prices. */
  gap: number | null;
  /** gap / the model's turnover (buys + sells at its prices), percent. */
  gap_percent: number | null;
  reason: ReturnsUnknownReason | null;
}

/** GET my-baskets/returns/?investment= */
export interface ReturnsAfterCostsBody {
  investment: string;
  basket_name: string;
  status: 'active' | 'closed';
  /** The investment's first cash flow's IST date (null: no cash flow yet) and the figures' time. */
  from: string | null;
  as_of: string;
  /** The money the percentages are of: what the page's return is of (invested, or money put in). */
  base: number;
  /** The page's profit and loss and return: before any cost below. */
  before_costs: AfterCostFigure;
  /** Brokerage and statutory charges of the investment's trades, by the contract-note rule. */
  charges: { amount: number; trades: number };
  /** The share of subscription fees (with GST, less refunds) attributed to this investment. */
  subscription_fees: { amount: number; subscriptions: number };
  /** Tax on the investment's own sales (realised) plus the estimate if the rest were sold today. */
  tax: {
    realised: number | null;
    estimated_exit: number | null;
    total: number | null;
    reason: ReturnsUnknownReason | null;
  };
  after_costs: AfterCostFigure;
  /** The basket's model (its index) over the same dates: from's close to the last close by as_of. */
  model: { percent: number | null; from: string | null; to: string | null; reason: ReturnsUnknownReason | null };
  tracking: { trades: TrackingGapLine[]; total: AfterCostFigure };
}

/** One basket's typical investor after costs (median over its investors), hidden under MIN_INVESTORS. */
export interface BasketAfterCosts {
  basket_hash: string;
  basket_name: string;
  /** Investors with an active investment in the basket whose after-cost return is known. */
  investors: number;
  /** Investors left out because their after-cost return is unknown. */
  unknown: number;
  /** null when hidden (fewer than MIN_INVESTORS) or no investor. */
  median_percent: number | null;
  hidden: boolean;
}

/** GET studio/returns-after-costs/ */
export interface StudioReturnsAfterCostsBody {
  baskets: BasketAfterCosts[];
  min_investors: number;
  as_of: string;
}

/** Fewer investors than this and the median is hidden: two investors' median would reveal each one's figure. */
export const MIN_INVESTORS_FOR_MEDIAN = 3;
