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

/** A basket's FAQs and its stocks' rationale (docs/studio.md, "Texts"). */
export function studioBasketTextRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.studio.faqUpdate), ...createBasketOnly, validate('json', faqUpdateRequest), async (c) => {
    const { basket_hash, id, question, answer } = c.req.valid('json');
    const basket = await ownBasket(c.var.db, c.var.adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    const { rows } = id
      ? await c.var.db.query(
          'UPDATE basket_faqs SET question = $3, answer = $4 WHERE id = $1 AND basket_id = $2 RETURNING id',
          [id, basket.id, question, answer],
        )
      : await c.var.db.transaction(async (tx) => {
          // One writer at a time per basket, so two new FAQs do not take the same position.
          await tx.query('SELECT id FROM baskets WHERE id = $1 FOR UPDATE', [basket.id]);
          return tx.query(
            `INSERT INTO basket_faqs (basket_id, position, question, answer)
             SELECT $1, coalesce(max(position), 0) + 1, $2, $3 FROM basket_faqs WHERE basket_id = $1 RETURNING id`,
            [basket.id, question, answer],
          );
        });
    if (rows.length === 0) return fail(c, 404, S.faqNotFound, { id: S.faqNotFound });
    if (basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, basket_hash);
  });

  r.post(at(API.studio.faqDelete), ...createBasketOnly, validate('json', faqDeleteRequest), async (c) => {
    const { basket_hash, id } = c.req.valid('json');
    const basket = await ownBasket(c.var.db, c.var.adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    const deleted = await c.var.db.transaction(async (tx) => {
      const { rows } = await tx.query('DELETE FROM basket_faqs WHERE id = $1 AND basket_id = $2 RETURNING id', [
        id,
        basket.id,
      ]);
      if (rows.length === 0) return false;
      // Positions stay 1..n; shifted out of the unique range first, then renumbered in order.
      await tx.query('UPDATE basket_faqs SET position = -position WHERE basket_id = $1', [basket.id]);
      await tx.query(
        `UPDATE basket_faqs f SET position = o.n
           FROM (SELECT id, row_number() OVER (ORDER BY position DESC) AS n FROM basket_faqs WHERE basket_id = $1) o
          WHERE f.id = o.id`,
        [basket.id],
      );
      return true;
    });
    if (!deleted) return fail(c, 404, S.faqNotFound, { id: S.faqNotFound });
    if (basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, basket_hash);
  });

  r.post(at(API.studio.stockRationale), ...createBasketOnly, validate('json', stockRationaleRequest), async (c) => {
    const { basket_hash, symbol, rationale } = c.req.valid('json');
    const basket = await ownBasket(c.var.db, c.var.adviser.id, basket_hash);
    if (!basket) return noStudioBasket(c);
    const latest = await latestVersion(c.var.db, basket.id);
    const { rows } = latest
      ? await c.var.db.query(
          'UPDATE basket_constituents SET rationale = $3 WHERE version_id = $1 AND symbol = $2 RETURNING symbol',
          [latest.id, symbol, rationale],
        )
      : { rows: [] };
    if (rows.length === 0) return refused(c, { symbol: S.stockNotInBasket(symbol) });
    if (basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, basket_hash);
  });

  return r;
}
