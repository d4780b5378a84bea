import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { basketHashRequest, basketStatusRequest } from '#contract/studio/requests';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import type { AppEnv } from '../../app-env';
import { basketProblems } from '../basket-checks';
import { basketsChanged } from '../basket-cache';
import { currentFields } from '../basket-current';
import { deleteDraft, todayIst } from '../basket-store';
import { illegalMove, moveBasket, STATUS_MOVES } from '../basket-status';
import { createBasketOnly, noStudioBasket } from '../studio-guard';
import { loadStudioBasket, ownBasket } from '../studio-basket';
import { refused, studioBasketAnswer } from '../studio-answers';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** Publish, close, hide, unhide (docs/studio.md, "Status"), and deleting a draft. */
export function studioBasketStatusRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.studio.status), ...createBasketOnly, validate('json', basketStatusRequest), async (c) => {
    const { basket_hash, action } = c.req.valid('json');
    const { db, market, brand, adviser } = c.var;
    const basket = await ownBasket(db, adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    if (!STATUS_MOVES[action].from.includes(basket.status)) return fail(c, 409, illegalMove(basket.status, action));
    if (action === 'publish') {
      // A draft is saved valid, but the market or this site may have changed since: checked again.
      const full = await loadStudioBasket(db, market, adviser.id, basket_hash);
      const fields = { ...(await currentFields(db, basket.id)), constituents: full?.constituents ?? [] };
      const errors = await basketProblems(db, market, brand, adviser.adviser_type, fields);
      if (!full?.constituents.length) errors.constituents = S.weightsSum(0);
      if (Object.keys(errors).length > 0) return refused(c, errors);
    }
    const moved = await moveBasket(db, basket.id, basket.status, action, todayIst(market.now()));
    // Someone else moved it first (a double click): the basket as it is now, as the first answer had it.
    if (!moved && (await ownBasket(db, adviser.id, basket_hash))?.status !== STATUS_MOVES[action].to) {
      return fail(c, 409, illegalMove(basket.status, action));
    }
    basketsChanged(c);
    return studioBasketAnswer(c, basket_hash);
  });

  r.post(at(API.studio.draftDelete), ...createBasketOnly, validate('json', basketHashRequest), async (c) => {
    const { basket_hash } = c.req.valid('json');
    const basket = await ownBasket(c.var.db, c.var.adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    if (basket.status !== 'draft') return fail(c, 409, S.notADraft);
    await deleteDraft(c.var.db, basket.id);
    return ok(c, { basket_hash });
  });

  return r;
}
