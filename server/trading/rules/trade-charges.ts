import type { DpCharges } from '#contract/investments/buy-only';
import type { TradeCharges } from '#contract/trading/types';
import { CHARGE_RATES, DELIVERY_BROKERAGE, DP_CHARGE_PER_STOCK_PAISE, PER_CRORE } from './charge-rates';
import { fromPaise, roundDiv, toPaise } from '#contract/money/paise';

export interface TradeTurnover {
  /** Value bought and value sold in this trade, rupees. */
  buy: number;
  sell: number;
  /** The broker's brokerage for the whole trade, rupees; DELIVERY_BROKERAGE (₹0) when left out. */
  brokerage?: number;
}

/**
 * The charges of a delivery (CNC) trade (docs/trading-rules.md, "Trade charges"): STT 0.1 % of buys and sells,
 * NSE transaction charges 0.00297 % and SEBI fees ₹10 a crore of turnover, stamp duty 0.015 % of buys, GST 18 % on
 * brokerage + transaction charges + SEBI fees. Each is rounded to the paisa (half up) and the total is the sum of
 * the rounded parts, so the lines a contract note shows add up. A RangeError for a negative or non-finite figure.
 */
export function tradeCharges({ buy, sell, brokerage = DELIVERY_BROKERAGE }: TradeTurnover): TradeCharges {
  const buyPaise = toPaise(buy, 'The buy value', true);
  const turnover = buyPaise + toPaise(sell, 'The sell value', true);
  const brokeragePaise = toPaise(brokerage, 'The brokerage', true);
  const ofTurnover = (perCrore: number, paise = turnover) => roundDiv(paise * perCrore, PER_CRORE);
  const stt = ofTurnover(CHARGE_RATES.sttPerCrore);
  const exchange = ofTurnover(CHARGE_RATES.exchangePerCrore);
  const sebi = ofTurnover(CHARGE_RATES.sebiPerCrore);
  const stamp = ofTurnover(CHARGE_RATES.stampPerCrore, buyPaise);
  const gst = roundDiv((brokeragePaise + exchange + sebi) * CHARGE_RATES.gstPercent, 100);
  const total = brokeragePaise + stt + exchange + sebi + stamp + gst;
  return {
    brokerage: fromPaise(brokeragePaise),
    stt: fromPaise(stt),
    exchange: fromPaise(exchange),
    sebi: fromPaise(sebi),
    stamp: fromPaise(stamp),
    gst: fromPaise(gst),
    total: fromPaise(total),
  };
}

/**
 * The depository charge of a day's sells (docs/trading-rules.md, "Depository charge"): DP_CHARGE_PER_STOCK_PAISE
 * + 18 % GST per distinct stock sold, whatever the quantity. A RangeError unless `stocksSold` is a whole number ≥ 0.
 */
export function dpCharges(stocksSold: number): DpCharges {
  if (!Number.isSafeInteger(stocksSold) || stocksSold < 0) {
    throw new RangeError(`The stocks sold must be a whole number from 0, not ${stocksSold}`);
  }
  const perStock = DP_CHARGE_PER_STOCK_PAISE + roundDiv(DP_CHARGE_PER_STOCK_PAISE * CHARGE_RATES.gstPercent, 100);
  return { per_stock: fromPaise(perStock), stocks_sold: stocksSold, total: fromPaise(perStock * stocksSold) };
}
