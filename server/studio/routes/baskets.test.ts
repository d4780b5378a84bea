import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { PublisherBody, StudioBasketBody } from '#contract/studio/types';
import { STUDIO_MESSAGES as S } from '#contract/studio/rules';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';
import { testUser } from '../../blog/testing/blog-test-client';
import { roleWithoutAdviser, studioAdviser } from '../testing/studio-test-users';
import { brandNamed, createBody, studioCaller } from '../testing/studio-test-client';
import { FILE_ROUTES, JSON_ROUTES, api, startStudioServer, t } from '../testing/studio-route-server';

startStudioServer();

describe('studio role isolation', () => {
  it('answers a visitor 401, an investor 404, an adviser role without an adviser 404, on every route', async () => {
    const investor = await testUser(t);
    const roleOnly = await roleWithoutAdviser(t);
    for (const key of [undefined, investor.token, roleOnly.token]) {
      const want = key ? 404 : 401;
      for (const path of [API.studio.publisher, `${API.studio.basket}?basket_hash=abcd`]) {
        expect([path, (await api.get(path, key)).status]).toEqual([path, want]);
      }
      for (const path of JSON_ROUTES)
        expect([path, (await api.post(path, createBody(), key)).status]).toEqual([path, want]);
      for (const path of FILE_ROUTES) {
        const res = await api.upload(path, new Uint8Array([1, 2]), 'a.csv', { basket_hash: 'abcd' }, key);
        expect([path, res.status]).toEqual([path, want]);
      }
    }
  });

  it("answers 404 for another adviser's basket, and on a brand without create-basket", async () => {
    const me = await studioAdviser(t);
    const other = await studioAdviser(t);
    const made = await api.post<StudioBasketBody>(API.studio.create, createBody(), other.token);
    const hash = made.body.basket.basket_hash;
    expect((await api.get(`${API.studio.basket}?basket_hash=${hash}`, me.token)).head.message).toBe(
      'There is no basket with this hash.',
    );
    for (const [path, body] of [
      [API.studio.edit, { basket_hash: hash, name: 'Mine now' }],
      [API.studio.status, { basket_hash: hash, action: 'publish' }],
      [API.studio.draftDelete, { basket_hash: hash }],
    ] as const) {
      expect((await api.post(path, body, me.token)).status).toBe(404);
    }
    const arrowline = studioCaller(t, brandNamed('arrowline'));
    const elsewhere = await testUser(t, { brand: brandNamed('arrowline') });
    await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [elsewhere.id]);
    await t.db.query('UPDATE advisers SET user_id = $1 WHERE id = $2', [elsewhere.id, me.adviser.id]);
    expect((await arrowline.post(API.studio.create, createBody({ publish: true }), elsewhere.token)).status).toBe(404);
    const publisher = await arrowline.get<PublisherBody>(API.studio.publisher, elsewhere.token);
    expect(publisher.status).toBe(200);
    expect(publisher.body.site).toMatchObject({ brand_id: 'arrowline', create_basket: false, basket_drafts: false });
  });
});

describe('basket create', () => {
  it('refuses each rule with its message, letter for letter, and saves nothing', async () => {
    const me = await studioAdviser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '<b>Bold</b>' }, 'name', M.basketNameHtml],
      [{ description: 'Nice <img src=x onerror=alert(1)>' }, 'description', M.basketDescriptionHtml],
      [
        {
          constituents: [
            { symbol: 'TCS', weight: 50 },
            { symbol: 'INFY', weight: 49.99 },
          ],
        },
        'constituents',
        S.weightsSum(99.99),
      ],
      [
        {
          constituents: [
            { symbol: 'TCS', weight: 50 },
            { symbol: 'TCS', weight: 50 },
          ],
        },
        'constituents',
        S.duplicateStock('TCS'),
      ],
      [{ constituents: [{ symbol: 'NOPE', weight: 100 }] }, 'constituents', S.unknownStock('NOPE')],
      [{ fee_amount: 151_000.01 }, 'fee_amount', S.feeTooHigh],
      [{ fee_kind: 'AUM', fee_amount: 2.51 }, 'fee_amount', S.feeTooHigh],
      [{ benchmark_id: 'SENSEX' }, 'benchmark_id', S.benchmarkUnknown],
      [{ tag_slugs: ['no-such-tag'] }, 'tag_slugs', S.tagUnknown('no-such-tag')],
    ];
    for (const [over, field, message] of cases) {
      const a = await api.post(API.studio.create, createBody(over), me.token);
      expect([field, a.status, a.body.errors?.[field]]).toEqual([field, 400, message]);
    }
    const ra = await studioAdviser(t, 'Research Analyst');
    const aum = await api.post(API.studio.create, createBody({ fee_kind: 'AUM', fee_amount: 1 }), ra.token);
    expect(aum.body.errors?.fee_kind).toMatch(/Research Analyst/);
    const { rows } = await t.db.query('SELECT 1 FROM baskets WHERE adviser_id = ANY($1)', [
      [me.adviser.id, ra.adviser.id],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('keeps the caps exactly at their edge: ₹1,51,000 a year and 2.5 %', async () => {
    const me = await studioAdviser(t);
    expect((await api.post(API.studio.create, createBody({ fee_amount: 151_000 }), me.token)).status).toBe(200);
    expect((await api.post(API.studio.create, createBody({ fee_kind: 'AUM', fee_amount: 2.5 }), me.token)).status).toBe(
      200,
    );
  });

  it('saves a draft with version 1 and each stock’s rationale; a second submit of the same name is 409', async () => {
    const me = await studioAdviser(t);
    const body = createBody({ tag_slugs: [] });
    const a = await api.post<StudioBasketBody>(API.studio.create, body, me.token);
    expect(a.status).toBe(200);
    expect(a.body.basket).toMatchObject({ status: 'draft', version: 1, name: body.name, investors: 0 });
    expect(a.body.basket.basket_hash).toMatch(/^studio-basket-[a-z0-9]+-[a-z0-9]{8}$/);
    expect(a.body.basket.constituents.find((s) => s.symbol === 'TCS')?.rationale).toBe('IT leader');
    const again = await api.post(API.studio.create, body, me.token);
    expect([again.status, again.body.errors?.name]).toEqual([409, S.nameTaken]);
  });

  it('refuses a draft where the brand keeps none (harborbank), and publishes at once there', async () => {
    const harbor = studioCaller(t, brandNamed('harborbank'));
    const user = await testUser(t, { brand: brandNamed('harborbank') });
    await t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')`, [user.id]);
    await t.db.query(
      `INSERT INTO advisers (slug, name, adviser_type, sebi_registration, bio, user_id)
       VALUES ('harbor-test', 'Harbor Test', 'Registered Investment Adviser', 'INA-HARBOR-1', 'x', $1)`,
      [user.id],
    );
    const draft = await harbor.post(API.studio.create, createBody({ publish: false }), user.token);
    expect([draft.status, draft.body.errors?.publish]).toEqual([400, S.draftsOff]);
    const now = await harbor.post<StudioBasketBody>(API.studio.create, createBody({ publish: true }), user.token);
    expect(now.body.basket.status).toBe('published');
  });
});
