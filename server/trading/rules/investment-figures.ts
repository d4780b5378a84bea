import type { CashFlow } from '#contract/investments/types';
import { fromPaise, toPaise } from '#contract/money/paise';
import { istDateOf } from '../../market/ist';
import { flowSpanDays, xirr } from './xirr';

export interface InvestmentFlow {
  kind: CashFlow['kind'];
  /** Negative: the investor paid; positive: the investor received. */
  amount: number;
  at: Date;
}

/**
 * Days the money must have been held before XIRR is shown (decision 0244): 365 whole IST calendar days
 * from the first cash flow to the day the figures are for (or to the last flow, once nothing is held).
 * Under that, a yearly rate would stretch a few days' move over a year (+3 % in one day is
 * +48,48,172 % a year), so the absolute return is the figure.
 */
export const XIRR_MIN_DAYS = 365;

export interface InvestmentFigures {
  /** Money put in less money taken out, rupees (decision 0104). */
  invested: number;
  current_value: number;
  /** current_value − invested. */
  profit_loss: number;
  /** Money the investor put in: buys, SIP instalments, repairs, fees, and what a rebalance added on balance. */
  paid_in: number;
  /** Money the investor took out: sells, the exit, and what a rebalance left over on balance. */
  taken_out: number;
  /**
   * The absolute return, percent to two decimals: profit_loss / invested while something is held and
   * more was put in than taken out, else profit_loss / paid_in (a closed investment's realised return);
   * null when nothing was ever put in.
   */
  returns_percent: number | null;
  /** Whether the flows span XIRR_MIN_DAYS or more: XIRR is shown from then on. */
  held_a_year: boolean;
  /**
   * XIRR of the flows and the current value as a last inflow now, percent to two decimals; null under
   * a year held (held_a_year false) and where no rate solves the flows.
   */
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
  let [paidInPaise, takenOutPaise] = [0, 0];
  for (const amount of nettedAmounts(flows)) {
    if (amount < 0) paidInPaise -= amount;
    else takenOutPaise += amount;
  }
  const investedPaise = paidInPaise - takenOutPaise;
  const profitPaise = valuePaise - investedPaise;
  const base = valuePaise > 0 && investedPaise > 0 ? investedPaise : paidInPaise;
  const solved = [...flows.map(({ amount, at }) => ({ amount, at })), { amount: currentValue, at: now }];
  const heldAYear = flowSpanDays(solved) >= XIRR_MIN_DAYS;
  const rate = heldAYear ? xirr(solved) : null;
  return {
    invested: fromPaise(investedPaise),
    current_value: fromPaise(valuePaise),
    profit_loss: fromPaise(profitPaise),
    paid_in: fromPaise(paidInPaise),
    taken_out: fromPaise(takenOutPaise),
    returns_percent: base > 0 ? percent(profitPaise / base) : null,
    held_a_year: heldAYear,
    xirr_percent: rate === null ? null : percent(rate),
  };
}

/**
 * Each flow in paise, with a rebalance's flows of one IST day netted into one amount: its sells' proceeds
 * spent on its buys are neither money taken out nor money put in.
 */
function nettedAmounts(flows: readonly InvestmentFlow[]): number[] {
  const amounts: number[] = [];
  const rebalanceDays = new Map<string, number>();
  for (const flow of flows) {
    const paise = Math.sign(flow.amount) * toPaise(Math.abs(flow.amount), `A ${flow.kind} cash flow`, true);
    if (flow.kind !== 'rebalance') amounts.push(paise);
    else {
      const day = istDateOf(flow.at);
      rebalanceDays.set(day, (rebalanceDays.get(day) ?? 0) + paise);
    }
  }
  return [...amounts, ...rebalanceDays.values()];
}
