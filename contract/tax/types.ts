import { z } from 'zod';
import type { TradeCharges } from '#contract/trading/types';
import { parseFinancialYear } from './financial-year';
import { TAX_MESSAGES as M } from './messages';

/** Requests and answers of the tax calls (contract/tax/tax-paths.ts TAX_API; docs/tax.md). Amounts in rupees. */

/** A holding's quantity is a Postgres integer: no line can sell more. */
const MAX_SELL_QUANTITY = 2_147_483_647;

export const statementQuery = z.object({
  fy: z
    .string({ error: M.year })
    .trim()
    .refine((v) => parseFinancialYear(v) !== undefined, M.year),
});

export const saleEstimateRequest = z.object({
  investment: z.string({ error: M.investment }).trim().min(1, { error: M.investment }).max(64, { error: M.investment }),
  /** The lines a rebalance would sell; left out, the exit: every holding. */
  sells: z
    .array(
      z.object({
        symbol: z.string({ error: M.sellLine }).trim().min(1, { error: M.sellLine }).max(40, { error: M.sellLine }),
        quantity: z
          .number({ error: M.sellLine })
          .int({ error: M.sellLine })
          .min(1, { error: M.sellLine })
          .max(MAX_SELL_QUANTITY, {
            error: M.sellLine,
          }),
      }),
      { error: M.sellLine },
    )
    .min(1, { error: M.sellLine })
    .max(200, { error: M.sellLine })
    .refine((lines) => new Set(lines.map((l) => l.symbol)).size === lines.length, M.sellTwice)
    .optional(),
});
export type SaleEstimateRequest = z.infer<typeof saleEstimateRequest>;

export type HoldingTerm = 'short' | 'long';

/** One purchase lot a sale consumed, first in, first out. */
export interface SoldLot {
  bought_on: string;
  /** The trade that bought it. */
  trade: string;
  quantity: number;
  buy_price: number;
  cost: number;
  proceeds: number;
  gain: number;
  term: HoldingTerm;
}

/** A sale's figures, made or estimated. */
export interface SaleFigures {
  symbol: string;
  quantity: number;
  price: number;
  /** The value of the shares matched to lots. */
  proceeds: number;
  cost: number;
  short_term_gain: number;
  long_term_gain: number;
  /** Shares sold that no lot of the investor's trades here covered (bought elsewhere): left out of the gains. */
  unmatched_quantity: number;
}

export interface RealisedSale extends SaleFigures {
  trade: string;
  basket_name: string;
  sold_on: string;
  lots: SoldLot[];
}

/** The gains of one term taxed at one rate, and what came off them. */
export interface RateLine {
  term: HoldingTerm;
  rate_percent: number;
  gains: number;
  set_off: number;
  exempt: number;
  taxable: number;
  tax: number;
}

export interface YearTotals {
  proceeds: number;
  cost: number;
  short_term_gains: number;
  short_term_losses: number;
  long_term_gains: number;
  long_term_losses: number;
  short_term_loss_against_long_term: number;
  ltcg_exemption: number;
  ltcg_exemption_used: number;
  short_term_loss_carried_forward: number;
  long_term_loss_carried_forward: number;
  estimated_tax: number;
}

/** A trade's confirmation: its filled orders and its charges (estimated by the contract-note rule). */
export interface TradeConfirmation {
  trade: string;
  basket_name: string;
  kind: string;
  date: string;
  lines: { symbol: string; side: 'BUY' | 'SELL'; quantity: number; price: number; value: number }[];
  charges: TradeCharges;
}

export interface TaxStatementBody {
  financial_year: string;
  from: string;
  to: string;
  sales: RealisedSale[];
  rates: RateLine[];
  totals: YearTotals;
  trades: TradeConfirmation[];
  /** Always empty: the app records no dividends (docs/tax.md, "Dividends"). */
  dividends: { symbol: string; paid_on: string; amount: number }[];
  notes: readonly string[];
}

export interface EstimatedLot extends SoldLot {
  /** The first sale date on which this lot is long-term. */
  long_term_on: string;
  /** 0 for a long-term lot. */
  days_to_long_term: number;
}

export interface EstimatedSaleLine extends SaleFigures {
  lots: EstimatedLot[];
}

export interface SaleEstimateBody {
  investment: string;
  basket_name: string;
  kind: 'exit' | 'rebalance';
  sale_date: string;
  financial_year: string;
  lines: EstimatedSaleLine[];
  short_term_gain: number;
  long_term_gain: number;
  /** The year's estimated tax on the sales already made, and with these added. */
  tax_before: number;
  tax_after: number;
  notes: readonly string[];
}
