import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { BasketListingBody } from '#contract/baskets/types';
import type { StudioBasketBody } from '#contract/studio/types';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import { studioAdviser } from '../testing/studio-test-users';
import { createBody } from '../testing/studio-test-client';
import { JSON_ROUTES, api, startStudioServer, t } from '../testing/studio-route-server';

startStudioServer();

describe('basket edit and status', () => {
  it('edits a draft, publishes it into discover, refuses constituents once published, hides, closes', async () => {
    const me = await studioAdviser(t);
    const made = await api.post<StudioBasketBody>(API.studio.create, createBody(), me.token);
    const hash = made.body.basket.basket_hash;
    const listed = async () =>
      (await api.get<BasketListingBody>(`${API.baskets.listing}?basket-type=all`)).body.baskets.some(
        (b) => b.basket_hash === hash,
      );
    expect(await listed()).toBe(false);
    const edited = await api.post<StudioBasketBody>(
      API.studio.edit,
      { basket_hash: hash, methodology: 'Equal weight.', constituents: [{ symbol: 'ITC', weight: 100 }] },
      me.token,
    );
    expect(edited.body.basket).toMatchObject({
      methodology: 'Equal weight.',
      description: made.body.basket.description,
    });
    expect(edited.body.basket.constituents.map((s) => s.symbol)).toEqual(['ITC']);
    const published = await api.post<StudioBasketBody>(
      API.studio.status,
      { basket_hash: hash, action: 'publish' },
      me.token,
    );
    expect(published.body.basket.status).toBe('published');
    expect(await listed()).toBe(true);
    expect((await api.get(API.baskets.details(hash))).status).toBe(200);
    const noStocks = await api.post(
      API.studio.edit,
      { basket_hash: hash, constituents: [{ symbol: 'TCS', weight: 100 }] },
      me.token,
    );
    expect([noStocks.status, noStocks.body.errors?.constituents]).toEqual([400, S.publishedConstituents]);
    const twice = await api.post(API.studio.status, { basket_hash: hash, action: 'publish' }, me.token);
    expect(twice.status).toBe(409);
    expect((await api.post(API.studio.draftDelete, { basket_hash: hash }, me.token)).head.message).toBe(S.notADraft);
    await api.post(API.studio.status, { basket_hash: hash, action: 'hide' }, me.token);
    expect(await listed()).toBe(false);
    await api.post(API.studio.status, { basket_hash: hash, action: 'unhide' }, me.token);
    expect(await listed()).toBe(true);
    const closed = await api.post<StudioBasketBody>(
      API.studio.status,
      { basket_hash: hash, action: 'close' },
      me.token,
    );
    expect(closed.body.basket.status).toBe('closed');
    expect((await api.post(API.studio.status, { basket_hash: hash, action: 'unhide' }, me.token)).status).toBe(409);
  });

  it('deletes a draft; FAQs stay dense; a stock rationale changes on the latest version', async () => {
    const me = await studioAdviser(t);
    const hash = (await api.post<StudioBasketBody>(API.studio.create, createBody(), me.token)).body.basket.basket_hash;
    for (const q of ['One?', 'Two?', 'Three?']) {
      await api.post(API.studio.faqUpdate, { basket_hash: hash, question: q, answer: 'Yes.' }, me.token);
    }
    const loaded = await api.get<StudioBasketBody>(`${API.studio.basket}?basket_hash=${hash}`, me.token);
    const two = loaded.body.basket.faqs[1]!;
    const after = await api.post<StudioBasketBody>(API.studio.faqDelete, { basket_hash: hash, id: two.id }, me.token);
    expect(after.body.basket.faqs.map((f) => f.question)).toEqual(['One?', 'Three?']);
    const { rows } = await t.db.query<{ position: number }>(
      'SELECT position FROM basket_faqs f JOIN baskets b ON b.id = f.basket_id WHERE b.basket_hash = $1 ORDER BY 1',
      [hash],
    );
    expect(rows.map((r) => r.position)).toEqual([1, 2]);
    const why = await api.post<StudioBasketBody>(
      API.studio.stockRationale,
      { basket_hash: hash, symbol: 'INFY', rationale: 'Cheap' },
      me.token,
    );
    expect(why.body.basket.constituents.find((s) => s.symbol === 'INFY')?.rationale).toBe('Cheap');
    const missing = await api.post(
      API.studio.stockRationale,
      { basket_hash: hash, symbol: 'ITC', rationale: 'x' },
      me.token,
    );
    expect(missing.body.errors?.symbol).toBe(S.stockNotInBasket('ITC'));
    expect((await api.post(API.studio.draftDelete, { basket_hash: hash }, me.token)).status).toBe(200);
    expect((await api.get(`${API.studio.basket}?basket_hash=${hash}`, me.token)).status).toBe(404);
  });
});

describe('garbage', () => {
  it('answers 4xx, never 5xx, to wrong types, malformed JSON and huge bodies', async () => {
    const me = await studioAdviser(t);
    const bodies = [
      '{',
      '[]',
      'null',
      JSON.stringify({ name: 5, constituents: 'x', fee_amount: 'lots' }),
      JSON.stringify({ basket_hash: '../../etc', action: 'explode' }),
      JSON.stringify({ basket_hash: 'abcd', id: -1 }),
      JSON.stringify({ ...createBody(), description: 'x'.repeat(40_000) }),
    ];
    for (const path of JSON_ROUTES) {
      for (const body of bodies) {
        const a = await api.postRaw(path, body, 'application/json', me.token);
        expect([path, a.status >= 400 && a.status < 500]).toEqual([path, true]);
      }
    }
  });
});
