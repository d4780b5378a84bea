import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { AdminBrandsBody, AdminUserBody, AdminUsersBody } from '#contract/admin/types';
import { ADMIN_MESSAGES as A } from '#contract/admin/rules';
import { testServerPerFile } from '../../test-server-per-file';
import { blogCaller, testUser } from '../../blog/testing/blog-test-client';
import { starfolio } from '../../baskets/testing/basket-seed-fixtures';
import { insertAdviser } from '../../baskets/testing/basket-test-fixtures';
import { testAdmin } from '../testing/admin-test-users';

let admin: Awaited<ReturnType<typeof testAdmin>>;
const ctx = testServerPerFile({}, (t) => blogCaller(t, starfolio));
beforeAll(async () => {
  admin = await testAdmin(ctx.t);
});

const role = (user: number, r: string, granted: boolean, extra: Record<string, unknown> = {}) =>
  ctx.api.post<AdminUserBody>(API.admin.userRole, { user, role: r, granted, ...extra }, admin.token);

describe('the admin API guards', () => {
  const gets = [API.admin.users, API.admin.brands, API.admin.curators, API.admin.aumLedger];
  it('answers a visitor 401 and a signed-in investor 404 on every route', async () => {
    const investor = await testUser(ctx.t);
    for (const path of gets) {
      expect((await ctx.api.get(path)).status, path).toBe(401);
      expect((await ctx.api.get(path, investor.token)).status, path).toBe(404);
    }
    for (const path of [API.admin.userRole, API.admin.curators]) {
      expect((await ctx.api.post(path, {})).status, path).toBe(401);
      expect((await ctx.api.post(path, {}, investor.token)).status, path).toBe(404);
    }
  });

  it('answers garbage 4xx, never 5xx', async () => {
    const bodies = ['', 'null', '[]', '{"user":"1"}', '{"user":1,"role":"root","granted":true}', 'x'.repeat(70000)];
    for (const body of bodies) {
      for (const path of [API.admin.userRole, API.admin.curators]) {
        const a = await ctx.api.postRaw(path, body, 'application/json', admin.token);
        expect(a.status, `${path} ${body.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(a.status).toBeLessThan(500);
      }
    }
    for (const q of ['?page=-1', '?page=abc', '?q=' + 'a'.repeat(500), '?x=1', '?q=%25_%5C']) {
      const a = await ctx.api.get(`${API.admin.users}${q}`, admin.token);
      expect(a.status, q).toBeLessThan(500);
    }
    for (const q of [
      '?from=2026-13-45',
      '?from=2026-11-10&to=2026-01-01',
      '?from=2020-01-01&to=2026-01-01',
      '?adviser=<x>',
      '?format=xlsx',
    ]) {
      expect((await ctx.api.get(`${API.admin.aumLedger}${q}`, admin.token)).status, q).toBe(400);
    }
  });
});

describe('GET admin/brands/', () => {
  it('lists every brand with its features and the counts', async () => {
    const a = await ctx.api.get<AdminBrandsBody>(API.admin.brands, admin.token);
    expect(a.status).toBe(200);
    expect(a.body.brands.map((b) => b.id)).toEqual(['starfolio', 'arrowline', 'moneyleaf', 'harborbank']);
    for (const b of a.body.brands) expect(Object.keys(b.features).sort()).toEqual([...a.body.features].sort());
    const { rows } = await ctx.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
    expect(a.body.counts.users).toBe(rows[0]!.n);
    expect(a.body.counts.admins).toBeGreaterThanOrEqual(2);
  });
});

describe('users and roles', () => {
  it('finds users by name or email, a page at a time', async () => {
    const a = await ctx.api.get<AdminUsersBody>(`${API.admin.users}?q=DEALER@example`, admin.token);
    expect(a.body.users.map((u) => u.email)).toEqual(['dealer@example.com']);
    expect(a.body.users[0]!.roles).toEqual(['dealer']);
    expect(a.body.users[0]!.rights).toEqual(['login-as-client']);
    const none = await ctx.api.get<AdminUsersBody>(`${API.admin.users}?q=%25`, admin.token);
    expect(none.body.total).toBe(0);
  });

  it('grants and takes the dealer role, idempotently', async () => {
    const u = await testUser(ctx.t);
    expect((await role(u.id, 'dealer', true)).body.user.roles).toEqual(['dealer']);
    expect((await role(u.id, 'dealer', true)).body.user.roles).toEqual(['dealer']);
    expect((await role(u.id, 'login-as-client', true)).body.user.rights).toEqual(['login-as-client']);
    const taken = await role(u.id, 'dealer', false);
    expect(taken.body.user.roles).toEqual([]);
    // The last staff role gone, the right goes with it.
    expect(taken.body.user.rights).toEqual([]);
  });

  it('refuses the login-as-client right to an investor', async () => {
    const u = await testUser(ctx.t);
    const a = await role(u.id, 'login-as-client', true);
    expect(a.status).toBe(400);
    expect(a.head.message).toBe(A.staffOnly);
  });

  it('refuses to take an admin’s own admin role, and lets another admin do it', async () => {
    const own = await role(admin.id, 'admin', false);
    expect(own.status).toBe(409);
    expect(own.head.message).toBe(A.ownAdmin);
    const other = await testAdmin(ctx.t);
    expect((await role(other.id, 'admin', false)).body.user.roles).toEqual([]);
  });

  it('grants the adviser role only with an adviser profile to sign in as', async () => {
    const u = await testUser(ctx.t);
    const bare = await role(u.id, 'adviser', true);
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({ adviser: A.adviserNeeded });
    const taken = await role(u.id, 'adviser', true, { adviser: 'sahyadri-wealth' });
    expect(taken.status).toBe(409);
    expect(taken.head.message).toBe(A.adviserTaken);
    const free = await insertAdviser(ctx.t.db);
    const a = await role(u.id, 'adviser', true, { adviser: free.slug });
    expect(a.status).toBe(200);
    expect(a.body.user).toMatchObject({ roles: ['adviser'], adviser: { slug: free.slug } });
    // The session sees the role at once: the studio answers.
    expect((await ctx.api.get(API.studio.dashboard, u.token)).status).toBe(200);
  });

  it('answers 404 for a user who does not exist', async () => {
    expect((await role(2147483000, 'dealer', true)).status).toBe(404);
  });
});
