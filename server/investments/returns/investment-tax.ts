import type { ReturnsUnknownReason } from '#contract/investments/returns-types';
import { fromPaise } from '#contract/money/paise';
import { matchInvestorLots, piecesOfYear } from '../../tax/realised-gains';
import { matchLots, type Fill, type Sale } from '../../tax/rules/fifo-lots';
import { financialYearOf } from '../../tax/rules/tax-dates';
import { yearTax } from '../../tax/rules/year-tax';
import type { FilledLine } from '../../tax/tax-store';

/** A holding an exit would sell today at its last price (whole paise). */
export interface ExitLine {
  symbol: string;
  quantity: number;
  pricePaise: number;
}

export interface InvestmentTaxInput {
  /** Every filled line of the investor's trades (the tax statement's `filledLines`), oldest first. */
  lines: readonly FilledLine[];
  /** The investment's own trades (hashes). */
  trades: ReadonlySet<string>;
  /** The investment's demat account (broker link). */
  account: number;
  /** What an exit would sell today; empty once closed. */
  exit: readonly ExitLine[];
  today: string;
}

export interface InvestmentTax {
  realised: number | null;
  estimated_exit: number | null;
  total: number | null;
  reason: ReturnsUnknownReason | null;
}

const ESTIMATE = 'estimate';

/** The year's tax with and without `theirs`: what those sales added to (or, a loss, took off) the year's tax. */
function addedTax(year: string, all: readonly Sale[], theirs: (s: Sale) => boolean): number {
  const others = all.filter((s) => !theirs(s));
  return yearTax(year, piecesOfYear(all, year)).taxPaise - yearTax(year, piecesOfYear(others, year)).taxPaise;
}

/**
 * The capital gains tax attributable to one investment (decision 0303), with the tax statement's rules (FIFO
 * lots per demat account, set-off and exemption per financial year: docs/tax.md): for each year its sales fell
 * in, the year's tax with them less the year's tax without them, so a realised loss that lowered the tax on the
 * investor's other sales counts as a saving; and, while it holds shares, the same for an exit today at last
 * prices (the sale estimate's rule: the investor's open lots, today's year). Unknown ('no_cost_basis') when
 * shares sold, or to be sold, have no purchase here to give their cost. Losses carried into later years are
 * not counted: what they save is not known yet.
 */
export function investmentTax({ lines, trades, account, exit, today }: InvestmentTaxInput): InvestmentTax {
  const made = matchInvestorLots(lines);
  const mine = (s: Sale) => trades.has(s.ref);
  const unknown: InvestmentTax = { realised: null, estimated_exit: null, total: null, reason: 'no_cost_basis' };
  if (made.sales.some((s) => mine(s) && s.unmatchedQuantity > 0)) return unknown;
  const years = [...new Set(made.sales.filter(mine).map((s) => financialYearOf(s.soldOn)))];
  const realised = years.reduce((sum, y) => sum + addedTax(y, made.sales, mine), 0);
  const fills: Fill[] = exit.map((l) => ({ account, side: 'SELL', date: today, ref: ESTIMATE, ...l }));
  const sold = matchLots([
    ...made.open.map((lot) => ({ ...lot, side: 'BUY' as const, date: lot.boughtOn })),
    ...fills,
  ]).sales;
  if (sold.some((s) => s.unmatchedQuantity > 0)) return { ...unknown, realised: fromPaise(realised) };
  const year = financialYearOf(today);
  const estimate = fills.length ? addedTax(year, [...made.sales, ...sold], (s) => s.ref === ESTIMATE) : 0;
  return {
    realised: fromPaise(realised),
    estimated_exit: fromPaise(estimate),
    total: fromPaise(realised + estimate),
    reason: null,
  };
}
