import type { CashFlow } from '#contract/investments/types';
import { MAX_RUPEES, roundToPaisa } from '#contract/money/paise';
import { investmentFigures, type InvestmentFigures as RuleFigures } from '../trading/rules/investment-figures';

/** The figures an investment's summary shows (contract/investments/types.ts): the rule's, with returns always a number. */
export type InvestmentFigures = Omit<RuleFigures, 'returns_percent'> & { returns_percent: number };

const asFlows = (flows: readonly CashFlow[]) =>
  flows.map((f) => ({ kind: f.kind, amount: f.amount, at: new Date(f.at) }));

/**
 * Invested, value, P&L, money in and out, returns and XIRR over the real cash flows (tradecore's
 * investmentFigures: re-invested proceeds net out, never new money), as of `asOf`. Returns are 0 where
 * nothing was ever put in, so they stay a number.
 */
export function figuresOf(flows: readonly CashFlow[], currentValue: number, asOf: Date): InvestmentFigures {
  const f = investmentFigures(asFlows(flows), roundToPaisa(currentValue), asOf);
  return { ...f, returns_percent: f.returns_percent ?? 0 };
}

/** Money put in less money taken out by these flows (the chart's invested line). */
export function investedBy(flows: readonly CashFlow[]): number {
  return investmentFigures(asFlows(flows), 0, new Date(0)).invested;
}

/**
 * Why an investment's current value is impossible, or null: outside ₹0 to ₹100 crore, the range
 * every figure is validated against (contract/money/paise.ts; docs/investments.md,
 * "Impossible figures").
 */
export function valueProblem(value: number): string | null {
  if (Number.isFinite(value) && value >= 0 && value <= MAX_RUPEES) return null;
  return `The current value must be from ₹0 to ₹100 crore, not ${value}`;
}
