/**
 * The basket card's labels, which the home page's cards show too: a module of their own, with no
 * imports, so the home page's code needs none of this feature's other messages (decision 0252).
 */
export const cardTexts = {
  minimumAmount: 'Minimum amount',
  /** The card's CAGR, by the period it covers (docs/basket-performance.md, "The card's CAGR"). */
  cagr: '3Y CAGR',
  cagrSinceLaunch: 'CAGR since launch',
  /** "Recommended by Meera Iyer" or "Suggested by …", in the brand's wording. */
  curatedBy: (wording: string, adviser: string) =>
    `${wording.charAt(0).toUpperCase()}${wording.slice(1)} by ${adviser}`,
} as const;
