import type { CashFlow } from '#contract/investments';
import { fromPaise, toPaise } from '#contract/trading-rules/paise';
import { xirr } from './xirr';

export interface InvestmentFlow {
  kind: CashFlow['kind'];
  /** Negative: the investor paid; positive: the investor received. */
  amount: number;
  at: Date;
}

export interface InvestmentFigures {
  /** Money put in less money taken out, rupees (decision 0104). */
  invested: number;
  current_value: number;
  /** current_value − invested. */
  profit_loss: number;
  /** profit_loss / invested, percent to two decimals; null when nothing is invested on balance. */
  returns_percent: number | null;
  /** XIRR of the flows and the current value as a last inflow now, percent to two decimals; null when undefined. */
  xirr_percent: number | null;
}

const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * An investment's figures from its real cash flows (docs/trading-rules.md, "Investment figures"). Money is netted:
 * invested = −Σ amounts, so a rebalance's sale proceeds spent on its buys (one net 'rebalance' flow, or a sell and
 * a buy leg) count once as what they are on balance, never as new money put in. Fees are money put in; partial
 * exits and a rebalance's spare cash are money taken out. Worked in paise.
 */
export function investmentFigures(
  flows: readonly InvestmentFlow[],
  currentValue: number,
  now: Date,
): InvestmentFigures {
  const valuePaise = toPaise(currentValue, 'The current value', true);
  let investedPaise = 0;
  for (const flow of flows) {
    const magnitude = toPaise(Math.abs(flow.amount), `A ${flow.kind} cash flow`, true);
    investedPaise -= Math.sign(flow.amount) * magnitude;
  }
  const profitPaise = valuePaise - investedPaise;
  const rate = xirr([...flows.map(({ amount, at }) => ({ amount, at })), { amount: currentValue, at: now }]);
  return {
    invested: fromPaise(investedPaise),
    current_value: fromPaise(valuePaise),
    profit_loss: fromPaise(profitPaise),
    returns_percent: investedPaise > 0 ? percent(profitPaise / investedPaise) : null,
    xirr_percent: rate === null ? null : percent(rate),
  };
}
