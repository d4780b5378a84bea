import { atom } from 'jotai';
import type { LockedBasketBody } from '#contract/baskets/details';

/**
 * The blocking 'Subscriber exclusive screener' dialog (docs/session.md, "One request client, one table of rules"): the
 * status rules open it.
 */
export const screenerDialogAtom = atom(false);

/** What the refusal named: the basket and the adviser whose plans include it (LockedBasketBody); null when nothing. */
export type LockedBasket = LockedBasketBody['locked'];
export const screenerBasketAtom = atom<LockedBasket | null>(null);

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
