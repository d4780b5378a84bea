import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import type { ClientErrorsBody } from '#contract/client-log/rules';
import type { Faq, FaqsBody, WebsiteDetailsBody } from '#contract/contact/types';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { testAdmin } from '../testing/contact-test-users';

const brand = brands[0]!;
let admin: Awaited<ReturnType<typeof testAdmin>>;
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => blogCaller(t, brand));
beforeAll(async () => {
  admin = await testAdmin(ctx.t);
});

const report = {
  kind: 'error',
  message: 'TypeError: x is undefined for asha.rao@example.com order 123456789',
  page: '/account/?token=abc#frag',
  source: 'https://starfolio.localhost/assets/app.js?v=1:10:5',
  stack: 'at f (https://starfolio.localhost/assets/app.js?sig=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghij:1:1)',
  build: 'b1',
};

async function sendReport(json: unknown, clientAddress: string) {
  await ctx.t.request(brand, ctx.api.url('health/'), { clientAddress });
  const headers = { 'X-CSRFToken': ctx.t.cookies.get('csrftoken') ?? '' };
  return ctx.t.request(brand, ctx.api.url('logger/'), { method: 'POST', json, clientAddress, headers });
}

describe('the logger call', () => {
  it('stores a report without personal data, counts repeats, and admins read it newest first', async () => {
    expect((await sendReport(report, '198.51.100.1')).status).toBe(200);
    expect((await sendReport(report, '198.51.100.1')).status).toBe(200);
    const list = await ctx.api.get<ClientErrorsBody>('admin/logs/?kind=error&path=/account/', admin.token);
    expect(list.body.errors).toHaveLength(1);
    const row = list.body.errors[0]!;
    expect(row).toMatchObject({
      kind: 'error',
      page: '/account/',
      source: 'https://starfolio.localhost/assets/app.js:10:5',
      count: 2,
    });
    expect(row.message).toBe('TypeError: x is undefined for [email] order [number]');
    expect(row.stack).toBe('at f (https://starfolio.localhost/assets/app.js:1:1)');
    expect((await ctx.api.get<ClientErrorsBody>('admin/logs/?kind=boundary', admin.token)).body.errors).toHaveLength(0);
  });

  it('answers 429 past 30 reports from one address in ten minutes', async () => {
    for (let i = 0; i < 30; i++)
      expect((await sendReport({ ...report, message: `m${i}` }, '203.0.113.9')).status).toBe(200);
    const over = await sendReport(report, '203.0.113.9');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a body over 4 KB (413), a field over its limit or an unknown kind (400)', async () => {
    expect((await sendReport({ ...report, stack: 'x'.repeat(5000) }, '198.51.100.2')).status).toBe(413);
    expect((await sendReport({ ...report, message: 'x'.repeat(501) }, '198.51.100.2')).status).toBe(400);
    expect((await sendReport({ ...report, kind: 'warning' }, '198.51.100.2')).status).toBe(400);
    expect((await ctx.api.postRaw('logger/', '{"kind":', 'application/json')).status).toBe(400);
  });

  it('deletes reports older than 30 days when a new one comes', async () => {
    await ctx.t.db.query(
      `INSERT INTO client_errors (brand_id, kind, message, page, fingerprint, day, created_at)
       VALUES ('starfolio', 'error', 'old', '/', 'old', current_date - 40, now() - interval '40 days')`,
    );
    await sendReport({ ...report, message: 'fresh' }, '198.51.100.3');
    const { rows } = await ctx.t.db.query("SELECT 1 FROM client_errors WHERE message = 'old'");
    expect(rows).toHaveLength(0);
  });

  it('lists to admins only: 401 to a visitor, 404 to a user', async () => {
    expect((await ctx.api.get('admin/logs/')).status).toBe(401);
    expect((await ctx.api.get('admin/logs/', (await testUser(ctx.t)).token)).status).toBe(404);
  });
});

describe('website details and FAQs', () => {
  it("answers the brand's details to anyone, and an admin's valid edit replaces them", async () => {
    const before = await ctx.api.get<WebsiteDetailsBody>('website-details/');
    expect(before.body.details.company).toBe(brand.trust.legalName);
    const details = { ...before.body.details, address: '1 New Road, Bengaluru 560001' };
    expect((await ctx.api.post('website-details/', details, (await testUser(ctx.t)).token)).status).toBe(404);
    expect((await ctx.api.post('website-details/', details, admin.token)).status).toBe(200);
    expect((await ctx.api.get<WebsiteDetailsBody>('website-details/')).body.details.address).toBe(
      '1 New Road, Bengaluru 560001',
    );
    const bad = await ctx.api.post(
      'website-details/',
      { ...details, email: 'nope', grievance_phone: 'abc', company: ' ' },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: 'Please enter a valid email',
      grievance_phone: 'Please enter a valid phone number',
      company: 'Required field',
    });
  });

  it('lists about ten seeded FAQs in order; an admin adds, edits and deletes one', async () => {
    const seeded = (await ctx.api.get<FaqsBody>('faq/')).body.faqs;
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    expect(seeded.map((f) => f.position)).toEqual([...seeded.map((f) => f.position)].sort((a, b) => a - b));
    const faq = { category: 'New', question: 'Q?', answer: 'A.', position: 1 };
    expect((await ctx.api.post('faq/update/', faq, (await testUser(ctx.t)).token)).status).toBe(404);
    const added = await ctx.api.post<Faq>('faq/update/', faq, admin.token);
    expect((await ctx.api.get<FaqsBody>('faq/')).body.faqs[0]!.question).toBe('Q?');
    await ctx.api.post('faq/update/', { ...faq, id: added.body.id, question: 'Edited?' }, admin.token);
    expect((await ctx.api.get<FaqsBody>('faq/')).body.faqs[0]!.question).toBe('Edited?');
    expect((await ctx.api.post('faq/delete/', { id: added.body.id }, admin.token)).status).toBe(200);
    expect((await ctx.api.post('faq/delete/', { id: added.body.id }, admin.token)).status).toBe(404);
    expect((await ctx.api.post('faq/update/', { ...faq, id: 'x' }, admin.token)).status).toBe(400);
  });
});
