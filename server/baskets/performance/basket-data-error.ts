/**
 * Prices or versions that cannot give a basket's performance: a stock with no close to buy it at, a close that
 * is not a positive number, a date that is not a date. It names the basket data at fault, never user input:
 * routes answer it as the server's trouble, and the seed fails loudly.
 */
export class BasketDataError extends Error {
  override name = 'BasketDataError';
}
