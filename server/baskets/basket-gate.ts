import type { Context } from 'hono';
import { BASKET_NOT_FOUND, BASKET_SCREENER_MESSAGES } from './basket-messages';
import { HEAD_STATUS } from '#contract/http/envelope';
import type { LockedBasketBody } from '#contract/baskets/details';
import type { CacheScope } from '#contract/http/headers';
import { sessionExpiredError } from '../auth/guards';
import { readSession } from '../auth/session';
import { entitlement } from './entitlement';
import { findBasket, isListed, type BasketRecord } from './basket-record';
import { cacheScope } from '../cache/cache-marks';
import { showsBasket } from './basket-cache';
import { fail } from '../http/envelope';
import { AppError, type AppErrorCode } from '../http/app-error';
import { showsBaskets } from '../studio/basket-cache';

export interface Gate {
  basket: BasketRecord;
  scope: CacheScope;
}

const SCREENER = {
  [HEAD_STATUS.screenerSubscriberOnly]: ['screener-subscriber-only', BASKET_SCREENER_MESSAGES.notSubscribed],
  [HEAD_STATUS.screenerPlanOnly]: ['screener-plan-only', BASKET_SCREENER_MESSAGES.planDoesNotCover],
  [HEAD_STATUS.screenerExpired]: ['screener-expired', BASKET_SCREENER_MESSAGES.expired],
} as const satisfies Record<number, readonly [AppErrorCode, string]>;

export const noBasket = (c: Context) => fail(c, 404, BASKET_NOT_FOUND);

/**
 * Who may read a published or closed basket's content (docs/baskets.md, "Subscriber-only baskets").
 * A free basket: everyone, without reading the session (a public answer). A subscriber-only one: its
 * adviser and users whose plan in force includes it; others are refused (AppError) with HTTP 200,
 * head.status 4, 7 or 10 and a body naming the basket and its adviser (LockedBasketBody, nothing of its
 * contents), never kept by a shared cache. An expired session is
 * refused '100'/'110' first. Drafts and hidden baskets are 404 here (their adviser reads them
 * through my-basket/details/).
 */
export async function gateBasket(c: Context, hash: string): Promise<Gate> {
  showsBaskets(c);
  const basket = await findBasket(c.var.db, hash);
  if (!basket || !isListed(basket)) throw new AppError('not-found', BASKET_NOT_FOUND);
  showsBasket(c, basket.basket_hash);
  if (!basket.is_premium) return { basket, scope: 'public' };
  const session = await readSession(c);
  if (session.kind === 'expired') throw sessionExpiredError(session.sessionKind);
  const verdict = await entitlement(c.var.db, session.kind === 'user' ? session.user.id : null, basket.id);
  if (verdict === 'ok') return { basket, scope: 'private' };
  cacheScope(c, 'private');
  const [code, message] = SCREENER[verdict];
  const body: LockedBasketBody = {
    locked: {
      basket_hash: basket.basket_hash,
      name: basket.name,
      adviser: { slug: basket.adviser_slug, name: basket.adviser_name },
    },
  };
  throw new AppError(code, message, { body });
}
