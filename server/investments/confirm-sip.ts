import type { Context } from 'hono';
import { SIP_ALLOCATION_MESSAGES as M } from '#contract/investments/sip-allocation';
import { formatRupees } from '#contract/locale/format';
import { INVESTMENT } from './investment-messages';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { istDateOf } from '../market/ist';
import { investmentTradeByKey } from '../trading/trade-store';
import type { InvestmentRow } from './investment-store';
import { placeInvestmentTrade } from './place-investment-trade';
import { moveSipOn } from './plan-store';
import { nextSipDue } from './sip-schedule';
import { sipInstalment } from './sip-instalment';

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The due SIP instalment, confirmed by the investor (docs/investments.md, "SIP"; decision 0301): the lines
 * sip/preview/ shows (sipInstalment: the stocks furthest below the version's weights first, nothing sold), placed as
 * a 'sip' trade once per client key. Only when due (next_due ≤ today, market clock); then the next instalment is
 * scheduled. `amount`, when sent, is the instalment previewed: a SIP changed since, or a key that placed another
 * amount, is a 409. Throws AppError.
 */
export async function confirmSip(
  c: Context<UserEnv>,
  row: InvestmentRow,
  { clientKey, amount }: { clientKey: string; amount?: number | undefined },
) {
  const { db, market } = c.var;
  // A retry of a confirmed instalment: the same trade, nothing placed again.
  const key = { userId: c.var.user.id, clientKey, investmentId: row.id, kind: 'sip' as const };
  const done = await investmentTradeByKey(db, market, key);
  if (done && amount !== undefined && paise(done.amount) !== paise(amount)) {
    throw new AppError('conflict', M.otherAmount(formatRupees(done.amount, { maxFractionDigits: 2 })));
  }
  if (done && done.status !== 'placing') return done;
  if (!row.sip_next_due || row.sip_amount === null || row.sip_day === null || row.sip_frequency === null) {
    throw new AppError('invalid', INVESTMENT.noSip);
  }
  const today = istDateOf(market.now());
  if (row.sip_next_due > today && !done) throw new AppError('invalid', INVESTMENT.sipNotDue(row.sip_next_due));
  if (amount !== undefined && paise(row.sip_amount) !== paise(amount)) {
    throw new AppError('conflict', M.otherAmount(formatRupees(row.sip_amount, { maxFractionDigits: 2 })));
  }
  const { allocation } = await sipInstalment(db, market, row);
  const orders = allocation.orders.map((o) => ({
    symbol: o.symbol,
    side: 'BUY' as const,
    quantity: o.quantity,
    indicativePrice: o.price,
    limitPrice: null,
  }));
  if (orders.length === 0) {
    throw new AppError('invalid', M.nothingBought(formatRupees(row.sip_amount, { maxFractionDigits: 2 })));
  }
  const trade = await placeInvestmentTrade(c, row, { kind: 'sip', lines: orders, amount: row.sip_amount, clientKey });
  // The schedule moves on once, whichever call placed it (a resumed placement finds it moved already).
  const next = nextSipDue(market.calendar, {
    due: row.sip_next_due,
    day: row.sip_day,
    frequency: row.sip_frequency,
    today,
  });
  await moveSipOn(db, row.id, row.sip_next_due, next);
  return trade;
}
