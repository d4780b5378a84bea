import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import type { LeadsBody } from '#contract/contact/types';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { testAdmin } from '../testing/contact-test-users';

const brand = brands[0]!;
let admin: Awaited<ReturnType<typeof testAdmin>>;
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, brand));
beforeAll(async () => {
  admin = await testAdmin(ctx.t);
});

const LEAD = 'leads/create/';
const CONTACT = 'contact/';
const ADMIN = 'admin/leads/';
const good = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210', preferred_time: 'morning' };
/** Each test sends from its own address: the throttle counts per address. */
let n = 10;
const from = () => ({ clientAddress: `198.51.100.${n++}` });

async function post(path: string, json: unknown, clientAddress = from().clientAddress) {
  const csrf =
    (await ctx.t.request(brand, ctx.api.url('health/'), { clientAddress }), ctx.t.cookies.get('csrftoken') ?? '');
  const res = await ctx.t.request(brand, ctx.api.url(path), {
    method: 'POST',
    json,
    clientAddress,
    headers: { 'X-CSRFToken': csrf },
  });
  return {
    status: res.status,
    json: (await res.json()) as { head: { message?: string }; body: { errors?: Record<string, string> } },
  };
}

describe('leads create and contact', () => {
  it("answers spec §5's messages, letter for letter, per field", async () => {
    const a = await post(LEAD, { name: '', email: 'asha@', mobile: '98765', preferred_time: '' });
    expect(a.status).toBe(400);
    expect(a.json.body.errors).toEqual({
      name: 'Please enter name',
      email: 'Please enter a valid email',
      mobile: 'Please enter a valid mobile number',
      preferred_time: 'Required field',
    });
    const b = await post(LEAD, { ...good, name: ' Asha  Rao' });
    expect(b.json.body.errors).toEqual({ name: 'Please enter valid name' });
    const c = await post(CONTACT, { name: 'Asha', email: '', message: '' });
    expect(c.json.body.errors).toEqual({ email: 'Required field', message: 'Please enter message' });
  });

  it('keeps a lead and a message, which admins then list newest first', async () => {
    expect((await post(LEAD, { ...good, name: 'Lead Person', topic: 'Plans' })).status).toBe(200);
    expect((await post(CONTACT, { name: 'Message Person', email: 'm@example.com', message: 'Hello' })).status).toBe(
      200,
    );
    const list = await ctx.api.get<LeadsBody>(`${ADMIN}?q=person`, admin.token);
    expect(list.status).toBe(200);
    expect(list.body.leads.map((l) => [l.kind, l.name])).toEqual([
      ['message', 'Message Person'],
      ['lead', 'Lead Person'],
    ]);
  });

  it('keeps nothing when the trap field is filled, yet answers as if sent', async () => {
    const a = await post(LEAD, { ...good, name: 'Bot Sender', website: 'http://spam.example' });
    expect(a.status).toBe(200);
    const { rows } = await ctx.t.db.query("SELECT 1 FROM leads WHERE name = 'Bot Sender'");
    expect(rows).toHaveLength(0);
  });

  it('answers 429 past five sends an hour from one address, with Retry-After', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 5; i++) expect((await post(LEAD, good, address)).status).toBe(200);
    const over = await post(CONTACT, { name: 'Asha', email: 'a@example.com', message: 'Hi' }, address);
    expect(over.status).toBe(429);
    expect(over.json.head.message).toMatch(/^Too many messages from your network\. Please try again in \d+ minutes\.$/);
    expect((await post(LEAD, good)).status).toBe(200);
  });

  it.each([
    ['not JSON', 'name=x', 'application/x-www-form-urlencoded'],
    ['an array', '[1,2]', 'application/json'],
    ['broken JSON', '{"name":', 'application/json'],
    ['wrong types', '{"name": 5, "mobile": [], "email": {}}', 'application/json'],
    ['a huge body', JSON.stringify({ ...good, message: 'x'.repeat(40_000) }), 'application/json'],
  ])('answers %s with a 4xx, never a 5xx', async (_, body, type) => {
    const a = await ctx.api.postRaw(LEAD, body, type);
    expect(a.status).toBeGreaterThanOrEqual(400);
    expect(a.status).toBeLessThan(500);
  });
});

describe('admin/leads/', () => {
  it('is 401 to a visitor and 404 to a signed-in user who is no admin', async () => {
    expect((await ctx.api.get(ADMIN)).status).toBe(401);
    expect((await ctx.api.get(ADMIN, (await testUser(ctx.t)).token)).status).toBe(404);
    expect((await ctx.api.get(`${ADMIN}?format=csv`, (await testUser(ctx.t)).token)).status).toBe(404);
  });

  it('exports CSV as a download, every cell quoted and formulas defused', async () => {
    await post(LEAD, { ...good, name: 'Csv Person', topic: '=HYPERLINK("http://evil.example")', message: '@SUM(1)' });
    const res = await ctx.t.request(brand, ctx.api.url(`${ADMIN}?format=csv&q=csv%20person`), {
      headers: { KEY: admin.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-starfolio-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Received (UTC)","Kind","Name","Email","Mobile","Preferred time","Topic","Message"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")","'@SUM(1)"`);
  });

  it('pages and refuses a bad page number with a 400', async () => {
    const list = await ctx.api.get<LeadsBody>(`${ADMIN}?page=1`, admin.token);
    expect(list.body.page).toBe(1);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    expect((await ctx.api.get(`${ADMIN}?page=abc`, admin.token)).status).toBe(400);
  });
});
