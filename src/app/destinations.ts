/** The spec's fixed destinations (§2), in one place. */
export const FEATURED_BASKETS_SEARCH = {
  'basket-type': 'premium',
  'order-by': '',
  'order-by-field': 'popularity',
} as const;

export const FEATURED_BASKETS_PATH = '/featured/all/?basket-type=premium&order-by=&order-by-field=popularity';
export const EXPERT_BASKETS_PATH = '/discover/expertbaskets/?order-by=&order-by-field=popularity';
export const MANAGERS_PATH = '/discover/managers/';
