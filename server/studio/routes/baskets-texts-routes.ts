import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { faqDeleteRequest, faqUpdateRequest, stockRationaleRequest } from '#contract/studio/requests';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import type { AppEnv } from '../../app-env';
import { basketsChanged } from '../basket-cache';
import { createBasketOnly, noStudioBasket } from '../studio-guard';
import { latestVersion, ownBasket } from '../studio-basket';
import { refused, studioBasketAnswer } from '../studio-answers';
import { fail } from '../../http/envelope';
import { validate } from '../../http/validate';
import { addFaq, deleteFaq, setRationale, updateFaq } from '../basket-text-store';

/** A basket's FAQs and its stocks' rationale (docs/studio.md, "Texts"). */
export function studioBasketTextRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.studio.faqUpdate), ...createBasketOnly, validate('json', faqUpdateRequest), async (c) => {
    const { basket_hash, id, question, answer } = c.req.valid('json');
    const basket = await ownBasket(c.var.db, c.var.adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    const faq = { question, answer };
    const saved = id ? await updateFaq(c.var.db, basket.id, id, faq) : await addFaq(c.var.db, basket.id, faq);
    if (!saved) return fail(c, 404, S.faqNotFound, { id: S.faqNotFound });
    if (basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, basket_hash);
  });

  r.post(at(API.studio.faqDelete), ...createBasketOnly, validate('json', faqDeleteRequest), async (c) => {
    const { basket_hash, id } = c.req.valid('json');
    const basket = await ownBasket(c.var.db, c.var.adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    const deleted = await deleteFaq(c.var.db, basket.id, id);
    if (!deleted) return fail(c, 404, S.faqNotFound, { id: S.faqNotFound });
    if (basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, basket_hash);
  });

  r.post(at(API.studio.stockRationale), ...createBasketOnly, validate('json', stockRationaleRequest), async (c) => {
    const { basket_hash, symbol, rationale } = c.req.valid('json');
    const basket = await ownBasket(c.var.db, c.var.adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    const latest = await latestVersion(c.var.db, basket.id);
    const saved = latest ? await setRationale(c.var.db, latest.id, symbol, rationale) : false;
    if (!saved) return refused(c, { symbol: S.stockNotInBasket(symbol) });
    if (basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, basket_hash);
  });

  return r;
}
