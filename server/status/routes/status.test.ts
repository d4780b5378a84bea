import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { STATUS_API } from '#contract/status/status-paths';
import { STATUS_MESSAGES as M } from '#contract/status/rules';
import type { AdminIncidentsBody, Incident, OpenIncidentsBody, StatusBody } from '#contract/status/types';
import { testServerPerFile } from '../../test-server-per-file';
import { testUser } from '../../blog/testing/blog-test-client';
import { testAdmin } from '../../admin/testing/admin-test-users';
import { ageIncident, statusCaller } from '../testing/status-test-client';

const brand = brands[0]!;
const other = brands.find((b) => b.id !== brand.id)!;
const ctx = testServerPerFile({ responseCache: { ttlSeconds: 0 } }, (t) => statusCaller(t, brand));
let admin: { token: string };
beforeAll(async () => {
  admin = await testAdmin(ctx.t);
});

const S = STATUS_API.status;
const good = {
  title: 'Orders slow at Kestrel',
  component: 'brokers',
  severity: 'major',
  message: 'Orders take minutes to reach the exchange.',
};
const open = async (input: object = good) => ctx.api.post<Incident>(S.adminCreate, input, admin.token);

describe('incidents: admins open, update and resolve them', () => {
  it('opens one, which the status page, the banner and the admin list show', async () => {
    const created = await open();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: good.title,
      component: 'brokers',
      severity: 'major',
      resolved_at: null,
    });
    expect(created.body.updates.map((u) => [u.kind, u.message])).toEqual([['opened', good.message]]);
    const page = await ctx.api.get<StatusBody>(S.page);
    expect(page.status).toBe(200);
    expect(page.headers.get('X-Cache-Scope')).toBe('public');
    expect(page.body.incidents[0]).toMatchObject({ id: created.body.id, resolved_at: null });
    const banner = await ctx.api.get<OpenIncidentsBody>(S.open);
    expect(banner.body.incidents.map((i) => i.id)).toContain(created.body.id);
    const list = await ctx.api.get<AdminIncidentsBody>(S.adminList, admin.token);
    expect(list.body.incidents.map((i) => i.id)).toContain(created.body.id);
  });

  it('posts updates while open, then resolves it; the banner drops it and a resolved one takes no more words', async () => {
    const { body } = await open({ ...good, title: 'Payments failing', component: 'payments' });
    const updated = await ctx.api.post<Incident>(
      S.adminUpdate,
      { id: body.id, message: 'The provider is looking into it.' },
      admin.token,
    );
    expect(updated.body.updates.map((u) => u.kind)).toEqual(['opened', 'update']);
    const resolved = await ctx.api.post<Incident>(
      S.adminResolve,
      { id: body.id, message: 'Payments work again.' },
      admin.token,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolved_at).not.toBeNull();
    expect(resolved.body.updates.map((u) => u.kind)).toEqual(['opened', 'update', 'resolved']);
    const banner = await ctx.api.get<OpenIncidentsBody>(S.open);
    expect(banner.body.incidents.map((i) => i.id)).not.toContain(body.id);
    const again = await ctx.api.post(S.adminUpdate, { id: body.id, message: 'One more word.' }, admin.token);
    expect(again.status).toBe(409);
    expect(again.head.message).toBe(M.resolved);
  });

  it("lists the last 90 days' incidents, and an older one only while it is still open", async () => {
    const old = (await open({ ...good, title: 'Old resolved trouble' })).body.id;
    await ageIncident(ctx.t, old, 91, true);
    const recent = (await open({ ...good, title: 'Resolved 89 days ago' })).body.id;
    await ageIncident(ctx.t, recent, 89, true);
    const lingering = (await open({ ...good, title: 'Open for 100 days' })).body.id;
    await ageIncident(ctx.t, lingering, 100, false);
    const ids = (await ctx.api.get<StatusBody>(S.page)).body.incidents.map((i) => i.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(recent);
    expect(ids).toContain(lingering);
  });

  it("keeps each brand's incidents to itself", async () => {
    const { body } = await open({ ...good, title: 'Only on this brand' });
    const there = statusCaller(ctx.t, other);
    expect((await there.get<StatusBody>(S.page)).body.incidents.map((i) => i.id)).not.toContain(body.id);
    const otherAdmin = await testUser(ctx.t, { brand: other });
    await ctx.t.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [otherAdmin.id]);
    const foreign = await there.post(S.adminUpdate, { id: body.id, message: 'From elsewhere.' }, otherAdmin.token);
    expect(foreign.status).toBe(404);
  });
});

describe('who may write, and what is refused', () => {
  it('answers a visitor 401 and a signed-in user without the admin role 404, writing nothing', async () => {
    expect((await ctx.api.post(S.adminCreate, good)).status).toBe(401);
    const reader = await testUser(ctx.t);
    expect((await ctx.api.post(S.adminCreate, { ...good, title: 'Not an admin' }, reader.token)).status).toBe(404);
    expect((await ctx.api.get(S.adminList, reader.token)).status).toBe(404);
    const { rows } = await ctx.t.db.query(`SELECT 1 FROM status_incidents WHERE title = 'Not an admin'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a write without the CSRF token', async () => {
    const res = await ctx.t.request(brand, ctx.api.url(S.adminCreate), {
      method: 'POST',
      json: good,
      headers: { KEY: admin.token },
    });
    expect(res.status).toBe(403);
  });

  it('names each bad field with a clear message, never a 5xx', async () => {
    const bad = await open({ title: 'x', component: 'kitchen', severity: 'apocalyptic', message: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      title: M.title,
      component: M.component,
      severity: M.severity,
      message: M.message,
    });
    const long = await open({ ...good, title: 'T'.repeat(121) });
    expect(long.body.errors).toEqual({ title: M.title });
    for (const id of [0, -1, 1.5, '7', 2 ** 40, null]) {
      const r = await ctx.api.post(S.adminUpdate, { id, message: 'Fine words.' }, admin.token);
      expect(r.status, String(id)).toBe(400);
      expect(r.body.errors).toEqual({ id: M.id });
    }
    const missing = await ctx.api.post(S.adminResolve, { id: 999_999, message: 'Fine words.' }, admin.token);
    expect(missing.status).toBe(404);
    expect(missing.head.message).toBe(M.missing);
    const garbage = await ctx.api.postRaw(S.adminCreate, '{"title":', 'application/json', admin.token);
    expect(garbage.status).toBe(400);
  });
});
