/** A basket_hash as the app accepts it in an address: letters, digits, '-' and '_', up to 64. */
const BASKET_HASH = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The hash, or null when the address cannot name a basket (the route shows not-found without asking). */
export const parseBasketHash = (value: string): string | null => (BASKET_HASH.test(value) ? value : null);
