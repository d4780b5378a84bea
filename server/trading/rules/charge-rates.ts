/**
 * Statutory charges on an NSE equity delivery (CNC) trade, in rupees per crore (₹1,00,00,000) of turnover, so
 * each is an exact integer ratio (docs/trading-rules.md, "Trade charges", lists the sources).
 */
export const PER_CRORE = 10_000_000;

export const CHARGE_RATES = {
  /** Securities Transaction Tax on delivery: 0.1 % of the buy and of the sell value. */
  sttPerCrore: 10_000,
  /** NSE transaction charges, cash market: 0.00297 % of turnover (from 1 October 2024). */
  exchangePerCrore: 297,
  /** SEBI turnover fees: ₹10 per crore. */
  sebiPerCrore: 10,
  /** Stamp duty on delivery buys: 0.015 % of the buy value. */
  stampPerCrore: 1_500,
  /** GST: 18 % of brokerage + transaction charges + SEBI fees. */
  gstPercent: 18,
} as const;

/** The simulated broker, like the discount brokers it models, charges no brokerage on delivery. */
export const DELIVERY_BROKERAGE = 0;
