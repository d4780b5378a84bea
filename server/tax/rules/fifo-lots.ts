import type { IsoDate } from '../../market/ist';
import type { HoldingTerm } from '#contract/tax/types';
import { holdingTerm } from './tax-dates';

/**
 * First in, first out (docs/tax.md, "Lots"): shares held in a demat account are sold in the order they were bought
 * (Income-tax Act s. 45(2A)), so each sale consumes the account's oldest lots of its symbol. Money is in whole paise
 * and every fill has one price a share, so each piece's cost and proceeds are exact.
 */

export interface Fill {
  /** The demat account (the broker link): lots never cross accounts. */
  account: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  /** The IST date the fill was traded. */
  date: IsoDate;
  quantity: number;
  pricePaise: number;
  /** The trade it belongs to, shown beside each lot and sale. */
  ref: string;
}

export interface Lot {
  account: number;
  symbol: string;
  boughtOn: IsoDate;
  quantity: number;
  pricePaise: number;
  ref: string;
}

/** The part of a sale that consumed one lot. */
export interface SalePiece {
  boughtOn: IsoDate;
  buyRef: string;
  quantity: number;
  buyPricePaise: number;
  costPaise: number;
  proceedsPaise: number;
  gainPaise: number;
  term: HoldingTerm;
}

export interface Sale {
  account: number;
  symbol: string;
  soldOn: IsoDate;
  ref: string;
  quantity: number;
  pricePaise: number;
  pieces: SalePiece[];
  /** Shares sold beyond every lot the account holds from the investor's own trades here (no cost known). */
  unmatchedQuantity: number;
}

const keyOf = (f: { account: number; symbol: string }) => `${f.account}\u0000${f.symbol}`;

function checkFill(f: Fill) {
  if (!Number.isSafeInteger(f.quantity) || f.quantity < 1)
    throw new RangeError(`A fill must be of one share or more, not ${f.quantity}`);
  if (!Number.isSafeInteger(f.pricePaise) || f.pricePaise < 0)
    throw new RangeError(`A fill's price must be whole paise from 0, not ${f.pricePaise}`);
}

/** Matches every sale against the lots bought before it, in the order the fills are given (oldest first). */
export function matchLots(fills: readonly Fill[]): { sales: Sale[]; open: Lot[] } {
  const queues = new Map<string, Lot[]>();
  const sales: Sale[] = [];
  for (const f of fills) {
    checkFill(f);
    const queue = queues.get(keyOf(f)) ?? [];
    queues.set(keyOf(f), queue);
    if (f.side === 'BUY') {
      const { account, symbol, date: boughtOn, quantity, pricePaise, ref } = f;
      queue.push({ account, symbol, boughtOn, quantity, pricePaise, ref });
      continue;
    }
    const sale: Sale = {
      account: f.account,
      symbol: f.symbol,
      soldOn: f.date,
      ref: f.ref,
      quantity: f.quantity,
      pricePaise: f.pricePaise,
      pieces: [],
      unmatchedQuantity: 0,
    };
    let left = f.quantity;
    while (left > 0 && queue.length > 0) {
      const lot = queue[0]!;
      const quantity = Math.min(left, lot.quantity);
      const costPaise = quantity * lot.pricePaise;
      const proceedsPaise = quantity * f.pricePaise;
      sale.pieces.push({
        boughtOn: lot.boughtOn,
        buyRef: lot.ref,
        quantity,
        buyPricePaise: lot.pricePaise,
        costPaise,
        proceedsPaise,
        gainPaise: proceedsPaise - costPaise,
        term: holdingTerm(lot.boughtOn, f.date),
      });
      left -= quantity;
      lot.quantity -= quantity;
      if (lot.quantity === 0) queue.shift();
    }
    sale.unmatchedQuantity = left;
    sales.push(sale);
  }
  return { sales, open: [...queues.values()].flat() };
}
