import type { FieldErrors } from '#contract/http/envelope';
import { ORDER_CHANGE } from '#contract/trading/messages';
import { FINAL_ORDER_STATUSES } from '#contract/trading/order-statuses';
import type { OrderLine, OrderType, Trade } from '#contract/trading/types';
import { tradingMessages as m } from './messages';

/**
 * The Modify dialog's rules, the server's (updateorder/, contract/trading/types.ts `updateOrderRequest` and
 * docs/trading.md "Changing an order") checked before sending, with the server's words where it has them.
 */

/**
 * A placed line the broker has not finished with: it can be changed or cancelled. While its trade is still
 * `placing` (a buy answers before its lines reach the broker, decision 0286), a line only `RECEIVED` may not be with
 * the broker yet, and waits.
 */
export const isOpenLine = (line: OrderLine, trade: Pick<Trade, 'status'>) =>
  Boolean(line.order_id && line.status && !FINAL_ORDER_STATUSES.includes(line.status)) &&
  !(trade.status === 'placing' && line.status === 'RECEIVED');

/** What the dialog holds: the fields as typed. */
export interface ModifyValues {
  quantity: string;
  order_type: OrderType;
  limit_price: string;
}

/** The most shares one order may be for (the request schema's limit). */
const MAX_QUANTITY = 1_000_000;
/** The highest price the request schema takes, in rupees. */
const MAX_PRICE = 100_000_000;

/** A line as it stands: a line with a limit price is a limit order. */
export const modifyValuesOf = (line: OrderLine): ModifyValues => ({
  quantity: String(line.quantity),
  order_type: line.limit_price === null ? 'MARKET' : 'LIMIT',
  limit_price: line.limit_price === null ? '' : String(line.limit_price),
});

const priceOf = (typed: string): number | null => {
  const text = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const price = Number(text);
  return price > 0 && price <= MAX_PRICE ? price : null;
};

/** What changes: only the fields that differ from the line (the server wants at least one). */
export function modifyChange(values: ModifyValues, line: OrderLine) {
  const was = modifyValuesOf(line);
  const quantity = Number(values.quantity.trim());
  const price = values.order_type === 'LIMIT' ? priceOf(values.limit_price) : null;
  return {
    ...(quantity !== line.quantity ? { quantity } : {}),
    ...(values.order_type !== was.order_type ? { order_type: values.order_type } : {}),
    ...(price !== null && (price !== line.limit_price || values.order_type !== was.order_type)
      ? { limit_price: price }
      : {}),
  };
}

/** The first problem of each field; none when the change may be sent. */
export function modifyErrors(values: ModifyValues, line: OrderLine): FieldErrors {
  const errors: FieldErrors = {};
  const typed = values.quantity.trim();
  const quantity = Number(typed);
  if (!/^\d+$/.test(typed)) errors.quantity = m.quantityWhole;
  else if (quantity > MAX_QUANTITY) errors.quantity = m.quantityTooLarge;
  else if (quantity <= (line.filled_quantity ?? 0)) errors.quantity = ORDER_CHANGE.quantityNotAboveFilled;
  if (values.order_type === 'LIMIT') {
    if (values.limit_price.trim() === '') errors.limit_price = ORDER_CHANGE.enterLimitPrice;
    else if (priceOf(values.limit_price) === null) errors.limit_price = m.priceInvalid;
  }
  if (Object.keys(errors).length === 0 && Object.keys(modifyChange(values, line)).length === 0) {
    errors.quantity = m.nothingChanged;
  }
  return errors;
}
