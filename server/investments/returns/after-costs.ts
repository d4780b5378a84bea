import type { AfterCostFigure } from '#contract/investments/returns-types';
import { fromPaise, toPaise } from '#contract/money/paise';

/**
 * The money an investment's return is a share of, as the page's returns % takes it (docs/investments.md,
 * "Figures"): invested while something is held and more was put in than taken out, else the money put in.
 */
export function returnBase(f: { invested: number; paid_in: number; current_value: number }): number {
  return f.current_value > 0 && f.invested > 0 ? f.invested : f.paid_in;
}

export interface CostsInput {
  /** The page's profit and loss, rupees. */
  profitLoss: number;
  /** returnBase of the same figures. */
  base: number;
  /** Brokerage and statutory charges of the investment's trades. */
  charges: number;
  /** Subscription fees attributed to the investment. */
  fees: number;
  /** Realised tax plus the exit estimate; null when unknown. */
  tax: number | null;
}

/** Rupees, either sign, to paise within the validated range. */
function signedPaise(rupees: number, what: string): number {
  const paise = toPaise(Math.abs(rupees), what, true);
  return rupees < 0 ? -paise : paise;
}

const percentOf = (paise: number, basePaise: number) => Math.round((paise / basePaise) * 10_000) / 100;

/** A money figure and its percent of the base (null, 'nothing_invested', where nothing was put in). */
function figure(paise: number, basePaise: number): AfterCostFigure {
  return basePaise > 0
    ? { amount: fromPaise(paise), percent: percentOf(paise, basePaise), reason: null }
    : { amount: fromPaise(paise), percent: null, reason: 'nothing_invested' };
}

/**
 * The return before and after costs (decision 0303): P&L − charges − subscription fees − tax, as rupees and as
 * a percent of the same base as the page's return, so the two read side by side. Worked in paise. When the tax
 * is unknown the after-cost figure is null ('part_unknown'), never the return with the tax left out.
 */
export function afterCosts(input: CostsInput): { before: AfterCostFigure; after: AfterCostFigure } {
  const basePaise = toPaise(input.base, 'The base', true);
  const profit = signedPaise(input.profitLoss, 'The profit and loss');
  const before = figure(profit, basePaise);
  if (input.tax === null) return { before, after: { amount: null, percent: null, reason: 'part_unknown' } };
  const taxPaise = signedPaise(input.tax, 'The tax');
  const costs = toPaise(input.charges, 'The charges', true) + toPaise(input.fees, 'The fees', true) + taxPaise;
  return { before, after: figure(profit - costs, basePaise) };
}
