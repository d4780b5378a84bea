import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { FieldErrors } from '#contract/http/envelope';
import { basketCreateRequest, basketEditRequest, basketHashRequest } from '#contract/studio/requests';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import type { AppEnv } from '../../app-env';
import { basketProblems } from '../basket-checks';
import { basketsChanged } from '../basket-cache';
import { canonicalStocks, createBasket, editBasket, isNameTaken, todayIst } from '../basket-store';
import { currentFields } from '../basket-current';
import { createBasketOnly, noStudioBasket } from '../studio-guard';
import { ownBasket } from '../studio-basket';
import { refused, studioBasketAnswer } from '../studio-answers';
import { fail } from '../../http/envelope';
import { validate } from '../../http/validate';

const nameTaken = (c: Context) => fail(c, 409, S.nameTaken, { name: S.nameTaken });

/** The keys the request really sent (the schema fills defaults in, which an edit must not apply). */
async function sentKeys(c: Context) {
  const raw = (await c.req.json()) as Record<string, unknown>;
  return new Set(Object.keys(raw).filter((k) => raw[k] !== undefined));
}

/** An edit is refused only for what it changes (a frequency this site no longer offers may stay). */
function relevant(errors: FieldErrors, sent: Set<string>): FieldErrors {
  const fee = sent.has('fee_kind') || sent.has('fee_amount');
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => sent.has(k) || (fee && (k === 'fee_kind' || k === 'fee_amount'))),
  );
}

/**
 * The studio's basket editor (docs/studio.md): load one basket, create one, change one. Advisers only;
 * 404 on a brand without the 'create-basket' feature.
 */
export function studioBasketRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.studio.basket), ...createBasketOnly, validate('query', basketHashRequest), (c) =>
    studioBasketAnswer(c, c.req.valid('query').basket_hash),
  );

  r.post(at(API.studio.create), ...createBasketOnly, validate('json', basketCreateRequest), async (c) => {
    const { brand, db, market, adviser } = c.var;
    const valid = c.req.valid('json');
    const p = { ...valid, constituents: canonicalStocks(market, valid.constituents) };
    if (!p.publish && !brand.basketDrafts) return refused(c, { publish: S.draftsOff });
    const errors = await basketProblems(db, market, brand, adviser.adviser_type, p);
    if (Object.keys(errors).length > 0) return refused(c, errors);
    let hash: string;
    try {
      hash = await createBasket(db, adviser.id, p, todayIst(market.now()));
    } catch (err) {
      if (isNameTaken(err)) return nameTaken(c);
      throw err;
    }
    if (p.publish) basketsChanged(c);
    return studioBasketAnswer(c, hash);
  });

  r.post(at(API.studio.edit), ...createBasketOnly, validate('json', basketEditRequest), async (c) => {
    const sent = await sentKeys(c);
    const { brand, db, market, adviser } = c.var;
    const all = c.req.valid('json');
    const p = Object.fromEntries(Object.entries(all).filter(([k]) => sent.has(k))) as Partial<typeof all>;
    if (p.constituents) p.constituents = canonicalStocks(market, p.constituents);
    const basket = await ownBasket(db, adviser.id, all.basket_hash);
    if (!basket) return noStudioBasket(c);
    if (basket.status === 'closed') return fail(c, 409, S.closedUnchanged);
    if (p.constituents && basket.status !== 'draft') return refused(c, { constituents: S.publishedConstituents });
    const merged = { ...(await currentFields(db, basket.id)), ...p };
    const errors = relevant(await basketProblems(db, market, brand, adviser.adviser_type, merged), sent);
    if (Object.keys(errors).length > 0) return refused(c, errors);
    try {
      await editBasket(db, basket.id, p);
    } catch (err) {
      if (isNameTaken(err)) return nameTaken(c);
      throw err;
    }
    if (basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, all.basket_hash);
  });

  return r;
}
