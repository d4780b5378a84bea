import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { BasketDetailsBody, BasketUserBody } from '#contract/baskets/details';
import { basketHashParams } from '../rules/detail-requests';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { basketDetails } from '../basket-details-builder';
import { entitlement } from '../entitlement';
import { findBasket, isListed, isOwner } from '../basket-record';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { gateBasket, noBasket } from '../basket-gate';
import { isWatchlisted } from '../watchlist-store';
import { validate } from '../../http/validate';
import { showsBaskets } from '../../studio/basket-cache';

const hashParam = validate('param', basketHashParams);

/** The basket page's details calls (docs/baskets.md). */
export function basketDetailsRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.baskets.details(':hash')), hashParam, async (c) => {
    const gate = await gateBasket(c, c.req.valid('param').hash);
    const basket = await basketDetails(c.var.db, c.var.market, gate.basket);
    cacheScope(c, gate.scope);
    return ok<BasketDetailsBody>(c, { basket });
  });

  /** invested stays false until orders exist (the order issue); subscribed: a plan in force includes it. */
  r.get(at(API.baskets.detailsUser(':hash')), requireUser, hashParam, async (c) => {
    const user = c.var.user;
    const basket = await findBasket(c.var.db, c.req.valid('param').hash);
    if (!basket || !(isListed(basket) || isOwner(basket, user.id))) return noBasket(c);
    const [watchlisted, verdict] = await Promise.all([
      isWatchlisted(c.var.db, user.id, basket.id),
      basket.is_premium ? entitlement(c.var.db, user.id, basket.id) : null,
    ]);
    cacheScope(c, 'private');
    return ok<BasketUserBody>(c, {
      watchlisted,
      invested: false,
      subscribed: verdict === 'ok',
    });
  });

  /** The owning adviser's view, drafts and hidden baskets included; 404 to anyone else. */
  r.get(at(API.baskets.myBasketDetails(':hash')), requireUser, hashParam, async (c) => {
    const basket = await findBasket(c.var.db, c.req.valid('param').hash);
    if (!basket || !isOwner(basket, c.var.user.id)) return noBasket(c);
    const details = await basketDetails(c.var.db, c.var.market, basket);
    cacheScope(c, 'private');
    return ok<BasketDetailsBody>(c, { basket: details });
  });

  /** A shareable published or closed basket, for anyone: the adviser chose to share it, subscriber-only or not. */
  r.get(at(API.baskets.sharedDetails(':hash')), hashParam, async (c) => {
    showsBaskets(c);
    const basket = await findBasket(c.var.db, c.req.valid('param').hash);
    if (!basket || !basket.is_shareable || !isListed(basket)) return noBasket(c);
    const details = await basketDetails(c.var.db, c.var.market, basket);
    cacheScope(c, 'public');
    return ok<BasketDetailsBody>(c, { basket: details });
  });

  return r;
}
