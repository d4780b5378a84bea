import type { OrderStatus } from '#contract/trading/types';
import { formatPrice } from '#contract/locale/format';
import { withinBand, type PriceBand } from '../../market/price-band';

/** A line as it stands before an update: what was placed (or changed to) and what has filled. */
export interface LineBefore {
  symbol: string;
  quantity: number;
  filled_quantity: number;
  average_price: number | null;
}

/** What a broker says of the line's order. */
export interface ReportedOrder {
  /** 0 when the broker did not say. */
  quantity: number;
  filledQuantity: number;
  averagePrice: number | null;
  status: OrderStatus;
}

/** A price to the paisa, the product's one money format: '₹1,234.50'. */
const rupees = formatPrice;
const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Why an update of an open line cannot be true, without prices (docs/trading.md, "Accepting an
 * update"), or null: it may not raise the line above the quantity placed (`placed`: the line's
 * quantity, or the quantity the investor just asked the broker for), take back shares already filled,
 * fill more than its quantity, fill without a price, or say COMPLETE short of its quantity.
 */
export function updateProblem(line: LineBefore, update: ReportedOrder, placed: number): string | null {
  const quantity = update.quantity || line.quantity;
  const filled = update.filledQuantity;
  if (!whole(quantity) || !whole(filled)) return `quantity ${quantity} or filled ${filled} is not a whole number`;
  if (quantity > placed) return `quantity ${quantity} is above the ${placed} placed`;
  if (filled < line.filled_quantity) return `filled ${filled} is below the ${line.filled_quantity} already filled`;
  if (filled > quantity) return `filled ${filled} is above the quantity ${quantity}`;
  if (
    filled > 0 &&
    !(update.averagePrice !== null && Number.isFinite(update.averagePrice) && update.averagePrice > 0)
  ) {
    return `${filled} filled without an average price above ₹0 (${update.averagePrice})`;
  }
  if (update.status === 'COMPLETE' && filled < quantity) return `COMPLETE with ${filled} of ${quantity} filled`;
  return null;
}

/**
 * Why the new shares of an update (filled grew) were not bought or sold within the session's price
 * band, or null. Both the order's new average and the price the new shares imply are checked; the
 * implied price allows for the broker's averages being rounded to the paisa.
 */
export function fillPriceProblem(line: LineBefore, update: ReportedOrder, band: PriceBand | undefined): string | null {
  const added = update.filledQuantity - line.filled_quantity;
  if (added <= 0) return null;
  if (!band) return `no price band is known for ${line.symbol}`;
  const average = update.averagePrice!;
  const range = `the day’s band ${rupees(band.low)}–${rupees(band.high)}`;
  if (!withinBand(band, average)) return `average price ${rupees(average)} is outside ${range}`;
  const value = update.filledQuantity * average - line.filled_quantity * (line.average_price ?? 0);
  const slack = 0.005 * (update.filledQuantity + line.filled_quantity);
  if (value < added * band.low - slack || value > added * band.high + slack) {
    return `the ${added} new shares’ price ${rupees(value / added)} is outside ${range}`;
  }
  return null;
}
