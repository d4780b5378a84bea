import { API } from '#contract/http/api-paths';
import type { StudioBasketBody } from '#contract/studio/types';
import { testUser } from '../../blog/testing/blog-test-client';
import { insertAdviser } from '../../baskets/testing/basket-test-fixtures';
import type { TestServer } from '../../test-support';
import { createBody, studioCaller } from './studio-test-client';

/** A signed-in user with the adviser role and an adviser row of their own (studio tests). */
export async function studioAdviser(t: TestServer, type = 'Registered Investment Adviser') {
  const user = await testUser(t);
  await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [user.id]);
  const adviser = await insertAdviser(t.db, { userId: user.id });
  await t.db.query('UPDATE advisers SET adviser_type = $2 WHERE id = $1', [adviser.id, type]);
  return { ...user, adviser };
}

/** A user with the adviser role but no adviser row: the studio answers 404, as to an investor. */
export async function roleWithoutAdviser(t: TestServer) {
  const user = await testUser(t);
  await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [user.id]);
  return user;
}

/** A studio caller, an adviser and a new basket of theirs: where the file-upload route tests start. */
export async function adviserWithBasket(t: TestServer) {
  const api = studioCaller(t);
  const me = await studioAdviser(t);
  const hash = (await api.post<StudioBasketBody>(API.studio.create, createBody(), me.token)).body.basket.basket_hash;
  /** An upload to the basket's file route `path` (image, factsheet), as the adviser. */
  const uploadToBasket = (path: string, bytes: Uint8Array, name: string) =>
    api.upload(path, bytes, name, { basket_hash: hash }, me.token);
  return { api, me, hash, uploadToBasket };
}
