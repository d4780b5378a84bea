import type { LockedBasketBody } from '#contract/baskets/details';

/** What a subscriber-only basket's refusal names: the basket and the adviser whose plans include it. */
export type LockedBasket = LockedBasketBody['locked'];

/** The refusal's body as the screener reads it: the locked basket when the body has its shape, else null. */
export function lockedBasketOf(body: unknown): LockedBasket | null {
  const locked = (body as Partial<LockedBasketBody> | null | undefined)?.locked;
  const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
  return locked &&
    text(locked.basket_hash) &&
    text(locked.name) &&
    text(locked.adviser?.slug) &&
    text(locked.adviser?.name)
    ? locked
    : null;
}
