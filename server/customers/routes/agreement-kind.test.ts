import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import type { AgreementBody } from '#contract/customer/types';
import { lastOtp } from '../../auth/otp-delivery';
import { publishAgreementVersion } from '../agreement-versions';
import { AGREEMENT_RA_V1_HTML } from '../agreement-template-ra-v1';
import { investor } from '../testing/customer-test-fixtures';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';

const brand = brands[0]!;
let t: TestServer;
let api: ReturnType<typeof blogCaller>;
beforeAll(async () => {
  // The e-sign codes are read from the outbox the test hooks keep.
  vi.stubEnv('ENABLE_TEST_HOOKS', '1');
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  api = blogCaller(t, brand);
});
beforeEach(async () => {
  await t.db.query("UPDATE otps SET created_at = created_at - interval '2 hours'");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.db.close();
});

/** The first active plan of a seeded adviser, by slug. */
const planOf = async (slug: string) =>
  (
    await t.db.query<{ id: number; adviser_id: number }>(
      'SELECT p.id, p.adviser_id FROM plans p JOIN advisers a ON a.id = p.adviser_id WHERE a.slug = $1 AND p.active ORDER BY p.id LIMIT 1',
      [slug],
    )
  ).rows[0]!;

const open = (plan: number, token: string) => api.post<AgreementBody>('create-agreement/', { plan }, token);

describe('the agreement by registration type (docs/compliance.md)', () => {
  it("signs a research analyst's client to the research-services agreement with the RA terms and disclosures", async () => {
    const user = await investor(t);
    const plan = await planOf('arjun-mehta');
    const a = await open(plan.id, user.token);
    expect([a.status, a.body.kind, a.body.title, a.body.version]).toEqual([
      200,
      'research',
      'Research services agreement',
      1,
    ]);
    expect(a.body.text).not.toMatch(/investment advisory agreement|an investment adviser registered/i);
    expect(a.body.text).toContain('a research analyst registered with the Securities and Exchange Board of India');
    expect(a.body.text).toContain('<strong>INH000009144</strong>');
    expect(a.body.text).toContain('Most important terms and conditions');
    expect(a.body.text).toContain('<strong>₹1,51,000</strong> a year');
    expect(a.body.text).toContain('never charges a fee based on the client');
    expect(a.body.text).toContain('We use machine-learning screens');
    expect(a.body.disclosures.map((d) => d.key)).toEqual(['registration', 'fee-limits', 'ai-use', 'market-risk']);
    expect(a.body.disclosures[0]!.text).toBe(
      'Arjun Mehta Research is a research analyst registered with SEBI, registration number INH000009144. It provides research services, not investment advice.',
    );
    expect(a.body.disclosures[1]!.text).toMatch(
      /never a fee on assets under advice \(AUA\).*₹1,51,000 a year per family/,
    );

    const signed = await api.post<AgreementBody>(
      'agreement/esign/',
      { agreement: a.body.agreement, otp: lastOtp(t.db, user.mobile!) },
      user.token,
    );
    expect([signed.status, signed.body.status, signed.body.disclosures]).toEqual([200, 'signed', a.body.disclosures]);
    // The consent's record: the version (and its kind), the time, and each disclosure as shown.
    const { rows } = await t.db.query<{ kind: string; version: number; signed_at: Date; shown: unknown }>(
      `SELECT v.kind, v.version, g.signed_at, g.disclosures_shown AS shown
         FROM agreements g JOIN agreement_versions v ON v.id = g.version_id WHERE g.id = $1`,
      [a.body.agreement],
    );
    expect(rows[0]).toMatchObject({ kind: 'research', version: 1, shown: a.body.disclosures });
    expect(rows[0]!.signed_at.toISOString()).toBe(signed.body.signed_at);
  });

  it("keeps an investment adviser's clients on the advisory agreement, with an adviser's disclosures", async () => {
    const user = await investor(t);
    const a = await open((await planOf('meera-iyer')).id, user.token);
    expect([a.body.kind, a.body.title]).toEqual(['advisory', 'Investment advisory agreement']);
    expect(a.body.text).toContain('an investment adviser registered with the Securities and Exchange Board of India');
    expect(a.body.text).toContain('INA000017523');
    expect(a.body.disclosures.map((d) => d.key)).toEqual(['registration', 'fee-limits', 'market-risk']);
    expect(a.body.disclosures[1]!.text).toContain('2.5 % a year on assets under advice');
  });

  it('keeps every version: a client who signed v1 is asked to sign v2, and the v1 consent stays as it was', async () => {
    const user = await investor(t);
    const plan = await planOf('northstar-quant');
    const v1 = await open(plan.id, user.token);
    await api.post('agreement/esign/', { agreement: v1.body.agreement, otp: lastOtp(t.db, user.mobile!) }, user.token);
    const v2 = await publishAgreementVersion(
      t.db,
      plan.adviser_id,
      'Northstar research terms',
      AGREEMENT_RA_V1_HTML,
      'research',
    );
    try {
      await t.db.query("UPDATE otps SET created_at = created_at - interval '2 hours'");
      const again = await open(plan.id, user.token);
      expect([again.body.status, again.body.title, again.body.version]).toEqual([
        'pending',
        'Northstar research terms',
        v2.version,
      ]);
      const { rows } = await t.db.query<{ status: string; version: number; n: number }>(
        `SELECT g.status, v.version, jsonb_array_length(g.disclosures_shown) AS n
           FROM agreements g JOIN agreement_versions v ON v.id = g.version_id
          WHERE g.user_id = (SELECT user_id FROM agreements WHERE id = $1) ORDER BY g.created_at`,
        [v1.body.agreement],
      );
      expect(rows).toEqual([
        { status: 'signed', version: 1, n: 4 },
        { status: 'pending', version: v2.version, n: null },
      ]);
    } finally {
      await t.db.query('DELETE FROM agreements WHERE version_id = $1', [v2.id]);
      await t.db.query('DELETE FROM agreement_versions WHERE id = $1', [v2.id]);
    }
  });

  it('refuses, 409 and sending no code, an analyst that has not disclosed its use of AI tools', async () => {
    const user = await investor(t);
    const plan = await planOf('bluechip-analytics');
    const before = await t.db.query<{ ai: string }>('SELECT ai_use_disclosure AS ai FROM advisers WHERE id = $1', [
      plan.adviser_id,
    ]);
    await t.db.query('UPDATE advisers SET ai_use_disclosure = NULL WHERE id = $1', [plan.adviser_id]);
    try {
      const refused = await open(plan.id, user.token);
      expect([refused.status, refused.head.message]).toEqual([
        409,
        'Bluechip Analytics has not yet disclosed how far it uses AI tools in its research, as SEBI requires; it cannot take new clients until it does.',
      ]);
      const { rows } = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM otps WHERE target = $1 AND purpose = 'esign'",
        [user.mobile],
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await t.db.query('UPDATE advisers SET ai_use_disclosure = $2 WHERE id = $1', [
        plan.adviser_id,
        before.rows[0]!.ai,
      ]);
    }
  });

  it('answers an unknown plan 404, a bad one 400, a visitor 401 and a POST without the CSRF header 403', async () => {
    const user = await investor(t);
    const plan = await planOf('meera-iyer');
    expect((await api.post('create-agreement/', { plan: 999999 }, user.token)).status).toBe(404);
    expect((await api.get('check-agreement-status/?plan=999999', user.token)).status).toBe(404);
    expect((await api.get('check-agreement-status/?plan=abc', user.token)).status).toBe(400);
    expect((await api.post('create-agreement/', { plan: 'first' }, user.token)).status).toBe(400);
    expect((await api.post('create-agreement/', { plan: plan.id })).status).toBe(401);
    expect((await api.get(`check-agreement-status/?plan=${plan.id}`)).status).toBe(401);
    for (const [path, json] of [
      ['create-agreement/', { plan: plan.id }],
      ['agreement/esign/', { agreement: 'agr_x', otp: '123456' }],
    ] as const) {
      const res = await t.request(brand, api.url(path), { method: 'POST', json, headers: { KEY: user.token } });
      expect(res.status).toBe(403);
    }
    const sent = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM otps WHERE target = $1 AND purpose = 'esign'",
      [user.mobile],
    );
    expect(sent.rows[0]!.n).toBe(0);
  });
});
