import { formatDate, formatPercent, formatRupees } from '#contract/locale/format';
import type { IsoDate } from '../market/ist';

/** The words of the SIP-due and stop-loss notices, push and e-mail alike, each with the brand's name. */
export const INVESTMENT_NOTICE = {
  sipTitle: 'SIP instalment due',
  sipBody: (n: { brand: string; basket: string; amount: number; due: IsoDate; today: IsoDate }) =>
    `Your ${formatRupees(n.amount)} SIP instalment in ${n.basket} is due ${n.due === n.today ? 'today' : `since ${formatDate(n.due)}`}. ` +
    `Confirm it in ${n.brand} to place its orders.`,
  stoplossTitle: 'Stop-loss reached',
  stoplossBody: (n: { brand: string; basket: string; percent: number }) =>
    `${n.basket} is now worth more than ${formatPercent(n.percent)} below what you put in: your stop-loss is reached. ` +
    `Nothing has been sold. Review it in ${n.brand}.`,
} as const;
