import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import type { RiskProfile, RiskProfileBody } from '#contract/customer/types';
import { RISK_QUESTIONS } from '../rules/risk-questionnaire';
import { testServerPerFile } from '../../test-server-per-file';
import { investor } from '../testing/customer-test-fixtures';
import { blogCaller } from '../../blog/testing/blog-test-client';

const brand = brands[0]!;
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, brand));

const RISK = 'risk-profile/';
const answersAt = (points: number) =>
  Object.fromEntries(RISK_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === points)!.value]));
const kept = async (userId: number) =>
  (await ctx.t.db.query('SELECT id FROM risk_profiles WHERE user_id = $1', [userId])).rows.length;

describe('risk-profile/', () => {
  it('sends the questions without their points, and no current profile at first', async () => {
    const user = await investor(ctx.t);
    const a = await ctx.api.get<RiskProfileBody>(RISK, user.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.body.questions.map((q) => q.id)).toEqual([
      'age',
      'income',
      'horizon',
      'fall',
      'experience',
      'savings-share',
    ]);
    expect(a.body.questions[0]!.options[0]).toEqual({ value: 'under-30', label: 'Under 30' });
    expect(a.body.current).toBeNull();
    expect(a.headers.get('x-cache-scope')).toBe('private');
  });

  it('computes a profile from the answers, keeps it with its date for a year, and answers it as current', async () => {
    const user = await investor(ctx.t);
    const a = await ctx.api.post<RiskProfile>(RISK, { answers: answersAt(4) }, user.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.body).toMatchObject({ profile: 'aggressive', score: 24, answers: answersAt(4) });
    const taken = new Date(a.body.taken_at);
    expect(Math.abs(taken.getTime() - Date.now())).toBeLessThan(60_000);
    const until = new Date(taken);
    until.setUTCFullYear(until.getUTCFullYear() + 1);
    expect(a.body.valid_until).toBe(until.toISOString());
    expect((await ctx.api.get<RiskProfileBody>(RISK, user.token)).body.current).toEqual(a.body);
    const again = await ctx.api.post<RiskProfile>(RISK, { answers: answersAt(1) }, user.token);
    expect(again.body).toMatchObject({ profile: 'conservative', score: 6 });
    expect((await ctx.api.get<RiskProfileBody>(RISK, user.token)).body.current).toEqual(again.body);
  });

  it('no longer answers a profile taken more than a year ago, or on an older questionnaire', async () => {
    const user = await investor(ctx.t);
    await ctx.api.post(RISK, { answers: answersAt(3) }, user.token);
    await ctx.t.db.query("UPDATE risk_profiles SET created_at = now() - interval '1 year 1 day' WHERE user_id = $1", [
      user.id,
    ]);
    expect((await ctx.api.get<RiskProfileBody>(RISK, user.token)).body.current).toBeNull();
    await ctx.api.post(RISK, { answers: answersAt(3) }, user.token);
    await ctx.t.db.query('UPDATE risk_profiles SET questionnaire_version = 0 WHERE user_id = $1', [user.id]);
    expect((await ctx.api.get<RiskProfileBody>(RISK, user.token)).body.current).toBeNull();
  });

  it('answers an unknown question, an unknown option or a missing answer 400, keeping nothing', async () => {
    const user = await investor(ctx.t);
    const { horizon: _, ...missing } = answersAt(2);
    const a = await ctx.api.post(RISK, { answers: { ...missing, fall: 'panic', colour: 'blue' } }, user.token);
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual({
      colour: 'There is no question colour.',
      horizon: 'Please answer this question',
      fall: 'Please choose one of the answers',
    });
    const notText = await ctx.api.post(RISK, { answers: { ...answersAt(2), age: 3 } }, user.token);
    expect(notText.status).toBe(400);
    expect((await ctx.api.post(RISK, { answers: 'all of them' }, user.token)).status).toBe(400);
    expect(await kept(user.id)).toBe(0);
  });

  it('needs a user (401) and the CSRF header (403)', async () => {
    const user = await investor(ctx.t);
    expect((await ctx.api.get(RISK)).status).toBe(401);
    expect((await ctx.api.post(RISK, { answers: answersAt(2) })).status).toBe(401);
    const noCsrf = await ctx.t.request(brand, ctx.api.url(RISK), {
      method: 'POST',
      json: { answers: answersAt(2) },
      headers: { KEY: user.token },
    });
    expect(noCsrf.status).toBe(403);
    expect(await kept(user.id)).toBe(0);
  });
});
