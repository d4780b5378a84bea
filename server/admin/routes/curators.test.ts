import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { AdminCuratorBody, AdminCuratorsBody } from '#contract/admin/types';
import { ADMIN_MESSAGES as A } from '#contract/admin/rules';
import type { CuratorDetailsBody } from '#contract/baskets/types';
import { createTestServer, type TestServer } from '../../test-support';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { starfolio } from '../../baskets/testing/basket-seed-fixtures';
import { testAdmin } from '../testing/admin-test-users';

let t: TestServer;
let api: ReturnType<typeof blogCaller>;
let admin: Awaited<ReturnType<typeof testAdmin>>;
beforeAll(async () => {
  // The real micro-cache: a saved profile must reach the public page at once.
  t = await createTestServer({ responseCache: { ttlSeconds: 300 } });
  api = blogCaller(t, starfolio);
  admin = await testAdmin(t);
});
afterAll(() => t.db.close());

const SLUG = 'sahyadri-wealth';
const good = {
  slug: SLUG,
  name: 'Sahyadri Wealth Advisors',
  bio: 'Goal-based portfolios for families in Pune and beyond.',
  sebi_registration: 'INA000019204',
  city: 'Nashik',
  website: 'https://sahyadri.example.com/about',
  contact_email: 'Hello@Sahyadri.example.com',
};
const save = (over: Record<string, unknown>) =>
  api.post<AdminCuratorBody>(API.admin.curators, { ...good, ...over }, admin.token);

describe('admin curators details', () => {
  it('lists every adviser and reads one', async () => {
    const all = await api.get<AdminCuratorsBody>(API.admin.curators, admin.token);
    expect(all.body.curators.map((x) => x.slug)).toContain(SLUG);
    const one = await api.get<AdminCuratorBody>(`${API.admin.curators}?slug=${SLUG}`, admin.token);
    expect(one.body.curator).toMatchObject({ slug: SLUG, sebi_registration: 'INA000019204', city: 'Pune' });
    expect((await api.get(`${API.admin.curators}?slug=nobody-here`, admin.token)).status).toBe(404);
  });

  it('saves the profile and the public adviser page shows it at once', async () => {
    const before = await api.get<CuratorDetailsBody>(API.baskets.curatorDetails(SLUG));
    expect(before.body.curator.city).toBe('Pune');
    const a = await save({});
    expect(a.status).toBe(200);
    expect(a.body.curator).toMatchObject({ city: 'Nashik', contact_email: 'hello@sahyadri.example.com' });
    const after = await api.get<CuratorDetailsBody>(API.baskets.curatorDetails(SLUG));
    expect(after.body.curator).toMatchObject({
      city: 'Nashik',
      website: 'https://sahyadri.example.com/about',
      contactEmail: 'hello@sahyadri.example.com',
    });
    // Optional fields may be cleared.
    await save({ city: '', website: '', contact_email: '' });
    const cleared = await api.get<CuratorDetailsBody>(API.baskets.curatorDetails(SLUG));
    expect(cleared.body.curator).toMatchObject({ city: null, website: null, contactEmail: null });
    await save({ city: 'Pune' });
  });

  it.each([
    [{ name: '' }, 'name', A.name],
    [{ name: '<b>Sahyadri</b>' }, 'name', A.nameHtml],
    [{ bio: 'Great <img src=x onerror=alert(1)>' }, 'bio', A.bioHtml],
    [{ bio: '   ' }, 'bio', A.bio],
    [{ city: '<script>x</script>' }, 'city', A.cityHtml],
    [{ sebi_registration: 'INZ000019204' }, 'sebi_registration', A.sebi],
    [{ sebi_registration: 'INA00001920' }, 'sebi_registration', A.sebi],
    [{ website: 'javascript:alert(1)' }, 'website', A.website],
    [{ website: 'ftp://x.example.com' }, 'website', A.website],
    [{ contact_email: 'not-an-email' }, 'contact_email', A.email],
    [{ name: 'x'.repeat(81) }, 'name', A.tooLong(80)],
  ])('refuses %j with the field message', async (over, field, message) => {
    const a = await save(over);
    expect(a.status).toBe(400);
    expect(a.body.errors?.[field]).toBe(message);
  });

  it('refuses a SEBI number another adviser holds (409) and an unknown adviser (404)', async () => {
    const other = await t.db.query<{ sebi_registration: string }>(
      `SELECT sebi_registration FROM advisers WHERE slug <> $1 AND sebi_registration ~ '^IN[AH][0-9]{9}$' LIMIT 1`,
      [SLUG],
    );
    const a = await save({ sebi_registration: other.rows[0]!.sebi_registration });
    expect(a.status).toBe(409);
    expect(a.body.errors).toEqual({ sebi_registration: A.sebiTaken });
    expect((await save({ slug: 'nobody-here' })).status).toBe(404);
  });
});
