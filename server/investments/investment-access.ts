import type { Context } from 'hono';
import { INVESTMENT } from './investment-messages';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { readInvestments, type InvestmentView } from './investment-reader';
import { userInvestment, type InvestmentRow } from './investment-store';

/** The user's investment on this brand; throws 404 for anyone else's, or none. */
export async function ownInvestment(c: Context<UserEnv>, hash: string): Promise<InvestmentRow> {
  const row = await userInvestment(c.var.db, c.var.user.id, c.var.brand.id, hash);
  if (!row) throw new AppError('not-found', INVESTMENT.notFound);
  return row;
}

/** The user's active investment; throws 404 (anyone else's, or none) or 400 (closed). */
export async function activeInvestment(c: Context<UserEnv>, hash: string): Promise<InvestmentRow> {
  const row = await ownInvestment(c, hash);
  if (row.status !== 'active') throw new AppError('invalid', INVESTMENT.closed);
  return row;
}

/**
 * One investment's view; throws 409 when its figures are impossible (docs/investments.md,
 * "Impossible figures"): a read that cannot be shown says so in words, never with a 500. The calls
 * that work on its holdings (the exit, a rebalance) refuse it the same way.
 */
export async function oneInvestment(c: Context<UserEnv>, row: InvestmentRow): Promise<InvestmentView> {
  const { views } = await readInvestments(c.var.db, c.var.market, [row]);
  if (!views[0]) throw new AppError('conflict', INVESTMENT.figuresImpossible);
  return views[0];
}
