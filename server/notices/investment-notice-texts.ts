import { formatDate, formatPercent, formatRupees } from '#contract/locale/format';
import type { IsoDate } from '../market/ist';

/** The words of the SIP-due, stop-loss and target notices, push and e-mail alike, each with the brand's name. */
export const INVESTMENT_NOTICE = {
  sipTitle: 'SIP instalment due',
  sipBody: (n: { brand: string; basket: string; amount: number; due: IsoDate; today: IsoDate }) =>
    `Your ${formatRupees(n.amount)} SIP instalment in ${n.basket} is due ${n.due === n.today ? 'today' : `since ${formatDate(n.due)}`}. ` +
    `Confirm it in ${n.brand} to place its orders.`,
  stoplossTitle: 'Stop-loss reached',
  stoplossBody: (n: { brand: string; basket: string; percent: number }) =>
    `${n.basket} is now worth more than ${formatPercent(n.percent)} below what you put in: your stop-loss is reached. ` +
    `Nothing has been sold. Review it in ${n.brand}.`,
  targetTitle: 'Target reached',
  targetBody: (n: { brand: string; basket: string; percent: number }) =>
    `${n.basket} is now worth ${formatPercent(n.percent)} or more above what you put in: your target is reached. ` +
    `Nothing has been sold. Review an exit in ${n.brand}.`,
  summaryTitle: (date: IsoDate) => `Your investments on ${formatDate(date)}`,
  summaryBody: (n: { brand: string; value: number; change: number; pending: readonly string[] }) =>
    `Your investments are worth ${formatRupees(n.value)}, ${n.change < 0 ? 'down' : 'up'} ${formatRupees(Math.abs(n.change))} today. ` +
    (n.pending.length ? `Waiting for you: ${n.pending.join('; ')}. ` : 'Nothing is waiting for you. ') +
    `See them in ${n.brand}.`,
  pending: {
    sip: (basket: string) => `the SIP instalment in ${basket}`,
    rebalance: (basket: string) => `a rebalance of ${basket}`,
    stoploss: (basket: string) => `the stop-loss of ${basket}, reached`,
    target: (basket: string) => `the target of ${basket}, reached`,
  },
  priceTitle: (symbol: string) => `Price alert: ${symbol}`,
  priceBody: (n: { brand: string; symbol: string; direction: 'above' | 'below'; price: number; last: number }) =>
    `${n.symbol} is at ${formatRupees(n.last)}, ${n.direction} your alert at ${formatRupees(n.price)}. ` +
    `Nothing has been bought or sold. See your alerts in ${n.brand}.`,
} as const;
