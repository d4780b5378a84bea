import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import type { AgreementBody, AgreementStatusBody } from '#contract/customer/types';
import { lastOtp } from '../../auth/otp-delivery';
import { publishAgreementVersion } from '../agreement-versions';
import { AGREEMENT_V1_HTML } from '../agreement-template-v1';
import { AGREEMENT_RA_V1_HTML } from '../agreement-template-ra-v1';
import { investor, seededPlans } from '../testing/customer-test-fixtures';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';

const brand = brands[0]!;
let t: TestServer;
let api: ReturnType<typeof blogCaller>;
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  vi.stubEnv('ENABLE_TEST_HOOKS', '1');
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  api = blogCaller(t, brand);
  plans = await seededPlans(t.db);
});
// Every test asks from the same client address: each starts with the OTP limits' windows behind it.
beforeEach(async () => {
  await t.db.query("UPDATE otps SET created_at = created_at - interval '2 hours'");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.db.close();
});

const CREATE = 'create-agreement/';
const SIGN = 'agreement/esign/';
const status = async (plan: number, token: string) =>
  (await api.get<AgreementStatusBody>(`check-agreement-status/?plan=${plan}`, token)).body;
const otpCount = async (target: string) =>
  (
    await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM otps WHERE target = $1 AND purpose = 'esign'", [
      target,
    ])
  ).rows[0]!.n;

describe('create-agreement/, agreement/esign/, check-agreement-status/', () => {
  it('creates a pending agreement, sends the e-sign OTP to the mobile, and signs it with that OTP', async () => {
    const user = await investor(t);
    expect(await status(plans.first.id, user.token)).toEqual({
      status: 'none',
      agreement: null,
      version: null,
      signed_at: null,
    });
    const a = await api.post<AgreementBody>(CREATE, { plan: plans.first.id }, user.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.body).toMatchObject({
      status: 'pending',
      version: 1,
      title: 'Investment advisory agreement',
      signed_at: null,
    });
    expect(a.body.agreement).toMatch(/^agr_[\w-]{16}$/);
    expect(a.body.otp_sent_to).toBe(`******${user.mobile!.slice(-4)}`);
    expect(a.body.text).toContain('<strong>Asha Rao</strong> (the client)');
    expect(a.body.text).toContain('SCORES');
    expect(a.body.text).not.toContain('{{');
    expect(a.headers.get('x-cache-scope')).toBe('private');
    expect(await status(plans.first.id, user.token)).toMatchObject({
      status: 'pending',
      agreement: a.body.agreement,
      version: 1,
    });

    // The e2e suite reads the code through the test hook, as for sign-in codes.
    const hook = await api.get<{ otp: string }>(`__test__/last-otp/?target=${user.mobile}`);
    expect(hook.body.otp).toMatch(/^\d{6}$/);
    const signed = await api.post<AgreementBody>(SIGN, { agreement: a.body.agreement, otp: hook.body.otp }, user.token);
    expect([signed.status, signed.body.status]).toEqual([200, 'signed']);
    expect(Date.parse(signed.body.signed_at!)).not.toBeNaN();
    expect(signed.body.text).toBe(a.body.text);
    expect(await status(plans.first.id, user.token)).toEqual({
      status: 'signed',
      agreement: a.body.agreement,
      version: 1,
      signed_at: signed.body.signed_at,
    });
  });

  it('records the consent: time, version, client address, browser and the text signed', async () => {
    const user = await investor(t);
    const a = await api.post<AgreementBody>(CREATE, { plan: plans.first.id }, user.token);
    await api.post(SIGN, { agreement: a.body.agreement, otp: lastOtp(t.db, user.mobile!) }, user.token);
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT g.signed_ip, g.signed_user_agent, g.signed_text_sha256, v.version, g.signed_at
         FROM agreements g JOIN agreement_versions v ON v.id = g.version_id WHERE g.id = $1`,
      [a.body.agreement],
    );
    const { createHash } = await import('node:crypto');
    expect(rows[0]).toMatchObject({
      signed_ip: '192.0.2.1',
      signed_user_agent: '',
      signed_text_sha256: createHash('sha256').update(a.body.text).digest('hex'),
      version: 1,
    });
    expect(rows[0]!.signed_at).toBeInstanceOf(Date);
  });

  it('answers a signed agreement unchanged for any plan of the same adviser, sending no new OTP', async () => {
    const user = await investor(t);
    const a = await api.post<AgreementBody>(CREATE, { plan: plans.first.id }, user.token);
    const signed = await api.post<AgreementBody>(
      SIGN,
      { agreement: a.body.agreement, otp: lastOtp(t.db, user.mobile!) },
      user.token,
    );
    const sent = await otpCount(user.mobile!);
    const again = await api.post<AgreementBody>(CREATE, { plan: plans.sameAdviser.id }, user.token);
    expect(again.body).toEqual({ ...signed.body, otp_sent_to: null });
    expect(await otpCount(user.mobile!)).toBe(sent);
    expect((await status(plans.sameAdviser.id, user.token)).status).toBe('signed');
    expect((await status(plans.otherAdviser.id, user.token)).status).toBe('none');
    const resign = await api.post<AgreementBody>(SIGN, { agreement: a.body.agreement, otp: '000000' }, user.token);
    expect([resign.status, resign.body.status]).toEqual([200, 'signed']);
  });

  it('sends the OTP to the email when there is no mobile, and HTML-escapes the client name', async () => {
    const user = await investor(t, { mobile: null, name: 'Asha <img src=x onerror=alert(1)>' });
    const a = await api.post<AgreementBody>(CREATE, { plan: plans.first.id }, user.token);
    expect(a.body.otp_sent_to).toBe(`a***@${user.email.split('@')[1]}`);
    expect(lastOtp(t.db, user.email)).toMatch(/^\d{6}$/);
    expect(a.body.text).toContain('<strong>Asha &lt;img src=x onerror=alert(1)&gt;</strong>');
    expect(a.body.text).not.toContain('<img');
  });

  it('answers a wrong OTP 400 on the otp field, an expired one 400, and too many wrong ones 429', async () => {
    const user = await investor(t);
    const a = await api.post<AgreementBody>(CREATE, { plan: plans.first.id }, user.token);
    const code = lastOtp(t.db, user.mobile!)!;
    const wrong = code === '000000' ? '000001' : '000000';
    const sign = (otp: unknown) => api.post<AgreementBody>(SIGN, { agreement: a.body.agreement, otp }, user.token);
    const first = await sign(wrong);
    expect([first.status, first.body.errors]).toEqual([400, { otp: 'Incorrect OTP. 4 attempts left.' }]);
    expect((await sign('12')).body.errors).toEqual({ otp: 'Please enter the 6-digit OTP' });
    expect((await sign(undefined)).body.errors).toEqual({ otp: 'Required field' });
    for (let i = 0; i < 4; i++) await sign(wrong);
    const locked = await sign(code);
    expect([locked.status, locked.body.errors]).toEqual([
      429,
      { otp: 'Too many wrong attempts. Please request a new OTP.' },
    ]);
    expect((await status(plans.first.id, user.token)).status).toBe('pending');

    await api.post(CREATE, { plan: plans.first.id }, user.token);
    await t.db.query("UPDATE otps SET expires_at = now() - interval '1 second' WHERE target = $1", [user.mobile]);
    const expired = await sign(lastOtp(t.db, user.mobile!));
    expect([expired.status, expired.body.errors]).toEqual([
      400,
      { otp: 'This OTP has expired or was already used. Please request a new one.' },
    ]);
    expect((await status(plans.first.id, user.token)).status).toBe('pending');
  });

  it('throttles the e-sign OTP like every OTP: a fourth in ten minutes is 429 with Retry-After', async () => {
    const user = await investor(t);
    const ask = () => api.post<AgreementBody>(CREATE, { plan: plans.otherAdviser.id }, user.token);
    const answers = [await ask(), await ask(), await ask()];
    expect(new Set(answers.map((x) => x.body.agreement)).size).toBe(1);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(fourth.head.message).toMatch(/^Too many OTP requests\. Please try again in \d+ minutes?\.$/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers another investor's agreement and an unknown one 404", async () => {
    const [owner, other] = [await investor(t), await investor(t)];
    const a = await api.post<AgreementBody>(CREATE, { plan: plans.first.id }, owner.token);
    const otp = lastOtp(t.db, owner.mobile!);
    const theirs = await api.post(SIGN, { agreement: a.body.agreement, otp }, other.token);
    expect([theirs.status, theirs.head.message]).toEqual([404, `There is no agreement ${a.body.agreement}.`]);
    expect((await api.post(SIGN, { agreement: 'agr_nothing', otp }, owner.token)).status).toBe(404);
    expect((await status(plans.first.id, owner.token)).status).toBe('pending');
  });

  it('asks again after a new version of its kind: the platform template, then one adviser’s own', async () => {
    const user = await investor(t);
    const sign = async (plan: number) => {
      const a = await api.post<AgreementBody>(CREATE, { plan }, user.token);
      return api.post<AgreementBody>(
        SIGN,
        { agreement: a.body.agreement, otp: lastOtp(t.db, user.mobile!) },
        user.token,
      );
    };
    await sign(plans.first.id);
    await sign(plans.otherAdviser.id);
    const platform = await publishAgreementVersion(t.db, null, 'Investment advisory agreement', AGREEMENT_V1_HTML);
    try {
      expect(platform.version).toBe(2);
      expect((await status(plans.first.id, user.token)).status).toBe('none');
      // The other adviser is a research analyst: a new advisory agreement does not concern its clients.
      expect((await status(plans.otherAdviser.id, user.token)).status).toBe('signed');
      const research = await publishAgreementVersion(t.db, null, 'Research v2', AGREEMENT_RA_V1_HTML, 'research');
      expect([research.version, research.kind]).toEqual([2, 'research']);
      expect((await status(plans.otherAdviser.id, user.token)).status).toBe('none');
      const v2 = await sign(plans.first.id);
      expect([v2.body.status, v2.body.version]).toEqual(['signed', 2]);
      expect(await status(plans.first.id, user.token)).toMatchObject({ status: 'signed', version: 2 });

      await t.db.query("UPDATE otps SET created_at = created_at - interval '2 hours'");
      const stale = await api.post<AgreementBody>(CREATE, { plan: plans.otherAdviser.id }, user.token);
      await publishAgreementVersion(
        t.db,
        plans.otherAdviser.adviser_id,
        'Theirs',
        '<p>{{adviser_name}}</p>',
        'research',
      );
      const refused = await api.post(
        SIGN,
        { agreement: stale.body.agreement, otp: lastOtp(t.db, user.mobile!) },
        user.token,
      );
      expect([refused.status, refused.body.errors]).toEqual([
        400,
        { agreement: 'This agreement has been updated. Please open it again to read and sign the new version.' },
      ]);
      await t.db.query("UPDATE otps SET created_at = created_at - interval '2 hours'");
      const own = await publishAgreementVersion(
        t.db,
        plans.first.adviser_id,
        'Our agreement',
        '<p>{{adviser_name}}</p>',
      );
      expect((await status(plans.first.id, user.token)).status).toBe('none');
      const created = await api.post<AgreementBody>(CREATE, { plan: plans.first.id }, user.token);
      expect([created.body.title, created.body.version]).toEqual(['Our agreement', own.version]);
      expect(created.body.text).not.toContain('{{');
      expect((await status(plans.otherAdviser.id, user.token)).status).toBe('none');
    } finally {
      await t.db.query(
        'DELETE FROM agreements WHERE version_id IN (SELECT id FROM agreement_versions WHERE version > 1 OR adviser_id IS NOT NULL)',
      );
      await t.db.query('DELETE FROM agreement_versions WHERE version > 1 OR adviser_id IS NOT NULL');
    }
  });
});
