import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import type { SetShareableBody, WatchlistChangeBody } from '#contract/baskets/lists';

import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { insertAdviser, insertBasket } from '../testing/basket-test-fixtures';

const brand = brands[0]!;
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });
let api: ReturnType<typeof blogCaller>;
let adviser: Awaited<ReturnType<typeof insertAdviser>>;
let basket: Awaited<ReturnType<typeof insertBasket>>;
beforeAll(async () => {
  api = blogCaller(file.t, brand);
  adviser = await insertAdviser(file.t.db);
  basket = await insertBasket(file.t.db, adviser.id, { isPremium: true });
});

const ADD = 'basketwatchlist/add/';
const DELETE = 'basketwatchlist/delete/';
const SHAREABLE = 'basket/set-shareable-flag/';

async function watchlisted(userId: number, basketId: number) {
  const { rows } = await file.t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM basket_watchlist WHERE user_id = $1 AND basket_id = $2',
    [userId, basketId],
  );
  return rows[0]!.n;
}

describe('POST basketwatchlist/add/ and basketwatchlist/delete/', () => {
  it('adds once however often it is asked, and deletes as often, each answering 200 privately', async () => {
    const user = await testUser(file.t);
    for (let i = 0; i < 2; i++) {
      const a = await api.post<WatchlistChangeBody>(ADD, { basket_hash: basket.hash }, user.token);
      expect([a.status, a.head.status]).toEqual([200, 0]);
      expect(a.body).toEqual({ basket_hash: basket.hash, watchlisted: true });
      expect(a.headers.get('x-cache-scope')).toBe('private');
      expect(await watchlisted(user.id, basket.id)).toBe(1);
    }
    for (let i = 0; i < 2; i++) {
      const a = await api.post<WatchlistChangeBody>(DELETE, { basket_hash: basket.hash }, user.token);
      expect([a.status, a.head.status]).toEqual([200, 0]);
      expect(a.body).toEqual({ basket_hash: basket.hash, watchlisted: false });
      expect(await watchlisted(user.id, basket.id)).toBe(0);
    }
  });

  it("touches only the caller's own row", async () => {
    const [one, two] = [await testUser(file.t), await testUser(file.t)];
    await api.post(ADD, { basket_hash: basket.hash }, one.token);
    await api.post(ADD, { basket_hash: basket.hash }, two.token);
    await api.post(DELETE, { basket_hash: basket.hash }, one.token);
    expect(await watchlisted(one.id, basket.id)).toBe(0);
    expect(await watchlisted(two.id, basket.id)).toBe(1);
  });

  it('takes a closed basket, and answers a draft, a hidden or an unknown basket 404', async () => {
    const user = await testUser(file.t);
    const closed = await insertBasket(file.t.db, adviser.id, { status: 'closed' });
    expect((await api.post(ADD, { basket_hash: closed.hash }, user.token)).status).toBe(200);
    for (const status of ['draft', 'hidden'] as const) {
      const b = await insertBasket(file.t.db, adviser.id, { status });
      for (const path of [ADD, DELETE]) {
        const a = await api.post(path, { basket_hash: b.hash }, user.token);
        expect(a.status).toBe(404);
        expect(a.head.message).toBe(`There is no published basket ${b.hash}.`);
      }
      expect(await watchlisted(user.id, b.id)).toBe(0);
    }
    expect((await api.post(ADD, { basket_hash: 'no-such-basket' }, user.token)).status).toBe(404);
  });

  it("answers a visitor 401 and an expired session '100', as a like does", async () => {
    for (const path of [ADD, DELETE]) {
      expect((await api.post(path, { basket_hash: basket.hash })).status).toBe(401);
      const expired = await testUser(file.t, { expired: true });
      const a = await api.post(path, { basket_hash: basket.hash }, expired.token);
      expect([a.status, a.head.status]).toEqual([200, '100']);
    }
  });

  it('refuses a POST without the CSRF header with HTTP 403', async () => {
    const user = await testUser(file.t);
    for (const path of [ADD, DELETE, SHAREABLE]) {
      const res = await file.t.request(brand, api.url(path), {
        method: 'POST',
        json: { basket_hash: basket.hash, is_shareable: true },
        headers: { KEY: user.token },
      });
      expect(res.status).toBe(403);
    }
    expect(await watchlisted(user.id, basket.id)).toBe(0);
  });

  it.each([
    ['an array', '[{"basket_hash":"x"}]'],
    ['a string', '"x"'],
    ['malformed JSON', '{"basket_hash":'],
    ['no basket_hash', '{}'],
    ['a number', '{"basket_hash":12}'],
    ['an array of hashes', '{"basket_hash":["a","b"]}'],
    ['a long hash', `{"basket_hash":"${'a'.repeat(5000)}"}`],
    ['markup', '{"basket_hash":"<script>"}'],
  ])('refuses %s with HTTP 400', async (_name, body) => {
    const user = await testUser(file.t);
    for (const path of [ADD, DELETE]) {
      const a = await api.postRaw(path, body, 'application/json', user.token);
      expect(a.status).toBe(400);
    }
    const form = await api.postRaw(ADD, `basket_hash=${basket.hash}`, 'application/x-www-form-urlencoded', user.token);
    expect(form.status).toBe(400);
  });
});

it('refuses a body over the API limit with HTTP 413', async () => {
  const user = await testUser(file.t);
  const a = await api.postRaw(ADD, `{"basket_hash":"${'a'.repeat(200_000)}"}`, 'application/json', user.token);
  expect(a.status).toBe(413);
});

describe('POST basket/set-shareable-flag/', () => {
  async function shareable(id: number) {
    const { rows } = await file.t.db.query<{ is_shareable: boolean }>(
      'SELECT is_shareable FROM baskets WHERE id = $1',
      [id],
    );
    return rows[0]!.is_shareable;
  }

  it('lets the adviser who owns the basket turn sharing on and off, drafts too', async () => {
    const owner = await testUser(file.t);
    const own = await insertAdviser(file.t.db, { userId: owner.id });
    for (const status of ['published', 'draft'] as const) {
      const b = await insertBasket(file.t.db, own.id, { status });
      const on = await api.post<SetShareableBody>(SHAREABLE, { basket_hash: b.hash, is_shareable: true }, owner.token);
      expect([on.status, on.head.status]).toEqual([200, 0]);
      expect(on.body).toEqual({ basket_hash: b.hash, is_shareable: true });
      expect(on.headers.get('x-cache-scope')).toBe('private');
      expect(await shareable(b.id)).toBe(true);
      const off = await api.post<SetShareableBody>(
        SHAREABLE,
        { basket_hash: b.hash, is_shareable: false },
        owner.token,
      );
      expect(off.body.is_shareable).toBe(false);
      expect(await shareable(b.id)).toBe(false);
    }
  });

  it('answers anyone else signed in 404, never 403, and changes nothing', async () => {
    const stranger = await testUser(file.t);
    const otherAdviserUser = await testUser(file.t);
    await insertAdviser(file.t.db, { userId: otherAdviserUser.id });
    for (const user of [stranger, otherAdviserUser]) {
      const a = await api.post(SHAREABLE, { basket_hash: basket.hash, is_shareable: true }, user.token);
      expect(a.status).toBe(404);
      expect(a.head.message).toBe(`You manage no basket ${basket.hash}.`);
    }
    expect(await shareable(basket.id)).toBe(false);
    const unknown = await api.post(SHAREABLE, { basket_hash: 'no-such-basket', is_shareable: true }, stranger.token);
    expect(unknown.status).toBe(404);
  });

  it("answers a visitor 401 and an expired session '100'", async () => {
    expect((await api.post(SHAREABLE, { basket_hash: basket.hash, is_shareable: true })).status).toBe(401);
    const expired = await testUser(file.t, { expired: true });
    const a = await api.post(SHAREABLE, { basket_hash: basket.hash, is_shareable: true }, expired.token);
    expect(a.head.status).toBe('100');
  });

  it.each([
    ['no is_shareable', { basket_hash: 'x' }],
    ['is_shareable as a string', { basket_hash: 'x', is_shareable: 'true' }],
    ['is_shareable as a number', { basket_hash: 'x', is_shareable: 1 }],
    ['is_shareable null', { basket_hash: 'x', is_shareable: null }],
    ['no basket_hash', { is_shareable: true }],
    ['an array', [{ basket_hash: 'x', is_shareable: true }]],
  ])('refuses %s with HTTP 400', async (_name, json) => {
    const user = await testUser(file.t);
    const a = await api.post(SHAREABLE, json, user.token);
    expect(a.status).toBe(400);
  });
});
