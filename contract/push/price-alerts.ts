import { z } from 'zod';
import { coercedIdField } from '#contract/forms/fields';

/** A price alert: "tell me when <symbol> goes above/below ₹X" (docs/investments.md, "Price alerts"). */
export interface PriceAlert {
  id: number;
  symbol: string;
  direction: 'above' | 'below';
  price: number;
  /** The symbol's last price now; null when the market has none. */
  last_price: number | null;
  /** Told for the crossing in progress (the price is still beyond it); false while armed. */
  crossed: boolean;
  created_at: string;
}

/** GET account/price-alerts/: the investor's alerts, newest first, and the symbols they may watch. */
export interface PriceAlertsBody {
  alerts: PriceAlert[];
  /** The stocks they hold or that their baskets have, A to Z. */
  symbols: string[];
}

/** At most this many alerts per investor. */
export const MAX_PRICE_ALERTS = 50;

/** POST account/price-alerts/ { symbol, direction, price }: answers PriceAlertsBody. */
export const priceAlertRequest = z.object({
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .min(1)
    .max(32)
    .regex(/^[A-Z0-9&-]+$/, 'Please give an NSE symbol, e.g. TCS'),
  direction: z.enum(['above', 'below']),
  // Kept to the paisa: a price must be at least ₹0.01.
  price: z.coerce.number().finite().min(0.01, 'Please give a price of at least ₹0.01').max(10_000_000),
});

/** POST account/price-alerts/remove/ { id }: answers PriceAlertsBody. */
export const priceAlertRemoveRequest = z.object({ id: coercedIdField() });

/** Why an alert is refused (400, 404). */
export const PRICE_ALERT_MESSAGES = {
  notWatchable: (symbol: string) => `${symbol} is not a stock you hold or one of your baskets has.`,
  tooMany: `You have ${MAX_PRICE_ALERTS} price alerts: remove one to add another.`,
  notFound: 'There is no such price alert of yours.',
} as const;
