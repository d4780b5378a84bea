import type { Context } from 'hono';
import type { FieldErrors } from '#contract/http/envelope';
import type { StudioBasketBody } from '#contract/studio/types';
import { fail, ok } from '../http/envelope';
import type { StudioEnv } from './studio-guard';
import { loadStudioBasket } from './studio-basket';
import { noStudioBasket } from './studio-guard';

/** A 400 naming each field's problem in body.errors, all of them in head.message. */
export const refused = (c: Context, errors: FieldErrors) => fail(c, 400, Object.values(errors).join(' '), errors);

/** The basket as the editor loads it after a change: StudioBasketBody. */
export async function studioBasketAnswer(c: Context<StudioEnv>, basketHash: string) {
  const basket = await loadStudioBasket(c.var.db, c.var.market, c.var.adviser.id, basketHash);
  if (!basket) return noStudioBasket(c);
  return ok<StudioBasketBody>(c, { basket });
}
