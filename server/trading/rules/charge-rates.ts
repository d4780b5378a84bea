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

/**
 * The depository participant (DP) charge on a sell, paise: once per stock (ISIN) a day, whatever the quantity,
 * posted to the ledger rather than the contract note. ₹13 (CDSL's ₹3.50 + the participant's ₹9.50, as discount
 * brokers list it) + 18 % GST = ₹15.34 (docs/trading-rules.md, "Depository charge").
 */
export const DP_CHARGE_PER_STOCK_PAISE = 1_300;
