export interface BasketSearch {
  'basket-type': 'premium' | 'all';
  'order-by': '' | 'asc' | 'desc';
  'order-by-field': string;
}

/** Search params for /featured/all/; anything unknown falls back to the spec's defaults. */
export function parseBasketSearch(raw: Record<string, unknown>): BasketSearch {
  const type = raw['basket-type'] === 'all' ? 'all' : 'premium';
  const order = raw['order-by'] === 'asc' || raw['order-by'] === 'desc' ? raw['order-by'] : '';
  const field =
    typeof raw['order-by-field'] === 'string' && /^[a-zA-Z]{1,30}$/.test(raw['order-by-field'])
      ? raw['order-by-field']
      : 'popularity';
  return { 'basket-type': type, 'order-by': order, 'order-by-field': field };
}
