import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import type { Customer } from '#contract/customer/types';
import { testServerPerFile } from '../../test-server-per-file';
import { investor } from '../testing/customer-test-fixtures';
import { blogCaller } from '../../blog/testing/blog-test-client';

const brand = (id: string) => brands.find((b) => b.id === id)!;
const starfolio = brand('starfolio');
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, starfolio));

const KYC = 'kyc/customer-data/';
const CREATE = 'create-customer/';
const details = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  mobile: '9876501234',
  dob: '1990-04-15',
  pan: 'abcpe1234f',
  state: 'KA',
};
const savedRows = async (userId: number) =>
  (await ctx.t.db.query('SELECT * FROM customers WHERE user_id = $1', [userId])).rows.length;

describe('GET kyc/customer-data/', () => {
  it('answers a first draft from the account before the first save (updated_at null), privately', async () => {
    const user = await investor(ctx.t);
    const a = await ctx.api.get<Customer>(KYC, user.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.body).toEqual({
      name: 'Asha Rao',
      email: user.email,
      mobile: user.mobile,
      dob: null,
      pan: null,
      state: null,
      kyc_status: 'pending',
      kyc_reason: null,
      updated_at: null,
    });
    expect(a.headers.get('x-cache-scope')).toBe('private');
    expect((await ctx.api.get(KYC)).status).toBe(401);
  });
});

describe('POST create-customer/', () => {
  it('saves the details with the PAN upper-cased and KYC verified for an individual, then reads them back', async () => {
    const user = await investor(ctx.t);
    const a = await ctx.api.post<Customer>(CREATE, details, user.token);
    expect([a.status, a.head.status]).toEqual([200, 0]);
    expect(a.body).toMatchObject({ ...details, pan: 'ABCPE1234F', kyc_status: 'verified', kyc_reason: null });
    expect(Date.parse(a.body.updated_at!)).not.toBeNaN();
    expect((await ctx.api.get<Customer>(KYC, user.token)).body).toEqual(a.body);
  });

  it('replaces the details on a second save, and leaves a PAN of a company pending with why', async () => {
    const user = await investor(ctx.t);
    await ctx.api.post(CREATE, details, user.token);
    const a = await ctx.api.post<Customer>(CREATE, { ...details, pan: 'ABCCE1234F', state: 'MH' }, user.token);
    expect(a.body).toMatchObject({
      pan: 'ABCCE1234F',
      state: 'MH',
      kyc_status: 'pending',
      kyc_reason: 'This PAN belongs to a company; advisory plans here are for individuals and HUFs.',
    });
    expect(await savedRows(user.id)).toBe(1);
  });

  it("answers a bad PAN and mobile 400 with the spec's messages, saving nothing", async () => {
    const user = await investor(ctx.t);
    const a = await ctx.api.post(CREATE, { ...details, pan: 'ABCD1234F', mobile: '98765', email: 'asha@' }, user.token);
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual({
      pan: 'Please enter a valid PAN',
      mobile: 'Please enter a valid mobile number',
      email: 'Please enter a valid email',
    });
    expect(await savedRows(user.id)).toBe(0);
  });

  it.each([
    ['starfolio', { email: 'Required field', mobile: 'Required field' }],
    ['harborbank', { email: 'Required field', mobile: 'Required field' }],
    ['moneyleaf', { email: 'Required field' }],
    ['arrowline', undefined],
  ])("%s: email and mobile left empty → %j (the brand's required fields)", async (id, errors) => {
    const b = brand(id);
    const user = await investor(ctx.t, { brand: b });
    const a = await blogCaller(ctx.t, b).post<Customer>(CREATE, { ...details, email: '', mobile: null }, user.token);
    if (errors) {
      expect([a.status, a.body.errors]).toEqual([400, errors]);
    } else {
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ email: null, mobile: null });
    }
  });

  it('reads a field left out as empty', async () => {
    const user = await investor(ctx.t);
    const { pan: _, state: __, ...rest } = details;
    expect((await ctx.api.post(CREATE, rest, user.token)).body.errors).toEqual({
      pan: 'Required field',
      state: 'Required field',
    });
  });

  it('asks for the state and refuses one not on the list', async () => {
    const user = await investor(ctx.t);
    expect((await ctx.api.post(CREATE, { ...details, state: '' }, user.token)).body.errors).toEqual({
      state: 'Required field',
    });
    expect((await ctx.api.post(CREATE, { ...details, state: 'ZZ' }, user.token)).body.errors).toEqual({
      state: 'Please select a valid state',
    });
  });

  it('refuses a minor, a visitor (401), a POST without the CSRF header (403) and a body that is no object (400)', async () => {
    const user = await investor(ctx.t);
    const minor = await ctx.api.post(CREATE, { ...details, dob: '2010-01-01' }, user.token);
    expect(minor.body.errors).toEqual({ dob: 'You must be at least 18 years old' });
    expect((await ctx.api.post(CREATE, details)).status).toBe(401);
    const noCsrf = await ctx.t.request(starfolio, ctx.api.url(CREATE), {
      method: 'POST',
      json: details,
      headers: { KEY: user.token },
    });
    expect(noCsrf.status).toBe(403);
    expect((await ctx.api.postRaw(CREATE, '[1]', 'application/json', user.token)).status).toBe(400);
    expect(await savedRows(user.id)).toBe(0);
  });
});
