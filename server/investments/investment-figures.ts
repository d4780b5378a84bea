import type { CashFlow } from '#contract/investments';
import { MAX_RUPEES } from '#contract/trading-rules/paise';
import { investmentFigures } from '../trading/rules/investment-figures';

/** The figures an investment's summary shows (contract/investments.ts). */
export interface InvestmentFigures {
  invested: number;
  current_value: number;
  profit_loss: number;
  returns_percent: number;
  xirr_percent: number | null;
}

const asFlows = (flows: readonly CashFlow[]) =>
  flows.map((f) => ({ kind: f.kind, amount: f.amount, at: new Date(f.at) }));

/**
 * Invested, value, P&L, returns and XIRR over the real cash flows (tradecore's investmentFigures:
 * re-invested proceeds net out, never new money), as of `asOf`. Where nothing is invested on balance
 * (an investment closed at a profit took out more than it put in), returns are the P&L over the money
 * paid in, so they stay a number.
 */
export function figuresOf(flows: readonly CashFlow[], currentValue: number, asOf: Date): InvestmentFigures {
  const f = investmentFigures(asFlows(flows), Math.round(currentValue * 100) / 100, asOf);
  let returns = f.returns_percent;
  if (returns === null) {
    const paidIn = -flows.filter((x) => x.amount < 0).reduce((s, x) => s + x.amount, 0);
    returns = paidIn > 0 ? Math.round((f.profit_loss / paidIn) * 10_000) / 100 : 0;
  }
  return { ...f, returns_percent: returns };
}

/** Money put in less money taken out by these flows (the chart's invested line). */
export function investedBy(flows: readonly CashFlow[]): number {
  return investmentFigures(asFlows(flows), 0, new Date(0)).invested;
}

/**
 * Why an investment's current value is impossible, or null: outside ₹0 to ₹100 crore, the range
 * every figure is validated against (contract/trading-rules/paise.ts; docs/investments.md,
 * "Impossible figures").
 */
export function valueProblem(value: number): string | null {
  if (Number.isFinite(value) && value >= 0 && value <= MAX_RUPEES) return null;
  return `The current value must be from ₹0 to ₹100 crore, not ${value}`;
}
