/**
 * What a subscriber-only basket's GET says to someone not entitled to it (head.message beside
 * head.status 4, 7 or 10; docs/baskets.md, "Subscriber-only baskets").
 */
export const BASKET_SCREENER_MESSAGES = {
  /** 4: a visitor, or no subscription to this basket's adviser. */
  notSubscribed: 'This basket is for subscribers. Subscribe to a plan of its adviser to see it.',
  /** 7: subscribed to the adviser, but the plan held does not include this basket. */
  planDoesNotCover: 'Your plan does not include this basket. Choose a plan of this adviser that includes it.',
  /** 10: the subscription that included this basket has expired. */
  expired: 'Your subscription that included this basket has expired. Renew it to see the basket again.',
} as const;

export const BASKET_NOT_FOUND = 'There is no basket with this hash.';
export const CURATOR_NOT_FOUND = 'There is no adviser with this name.';
export const FACTSHEET_NOT_FOUND = 'This basket has no factsheet.';
