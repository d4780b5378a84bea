import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadModules } from './first-load';
import { STAFF_AREAS } from '../../contract/site/staff-areas';

const dist = resolve(process.env.DIST_DIR ?? 'dist');

/** The pages a visitor opens without signing in (issue 33): each one's first load is checked. */
const VISITOR_ROUTES = [
  'src/routes/index.tsx',
  'src/routes/blog/index.tsx',
  'src/routes/blog/article/$postId/$slug/index.tsx',
  'src/routes/discover/expertbaskets/index.tsx',
  'src/routes/featured/all/index.tsx',
  'src/routes/discover/managers/index.tsx',
  'src/routes/discover/managers/$slug/index.tsx',
  'src/routes/baskets/$basketHash/index.tsx',
  'src/routes/public/baskets/index.tsx',
  'src/routes/public/baskets/$basketHash/index.tsx',
];

/**
 * What only staff or a signed-in reader needs (decision 0273): the screens, words and rules of the
 * staff and signed-in areas, their routes' split chunks, and the schemas (zod and the contract's
 * schema modules; search is validated by plain functions); since decision 0279 the private pages'
 * titles and descriptions and the operations screens' names, which their heads load.
 */
const NOT_FOR_VISITORS = [
  /^src\/features\/(account|admin|blog-cms|client-import|complaints|dealer|investments|studio|widget-partner)\//,
  /^src\/features\/ops\/(components\/|ops-page-names\.ts$)/,
  /^src\/app\/private-page-texts\.ts$/,
  // Since decision 0294 not even their definitions (the route files themselves): the staff areas load
  // as a subtree of their own.
  new RegExp(`^src/routes/(${STAFF_AREAS.join('|')})/`),
  /node_modules\/zod\//,
  /^contract\/(forms\/fields|[\w-]+\/requests)\.ts$/,
  // Since decision 0305 not their paths either: the staff areas' list of routes loads with them, and
  // the list of every route (the server's) is in no first load.
  /^contract\/site\/(staff-app-routes|app-routes)\.ts$/,
];

/** Real files the patterns above catch: a renamed area would leave the check unable to fail. */
const NAMED = [
  'src/features/studio/dashboard-messages.ts',
  'src/features/investments/messages.ts',
  'src/features/account/messages.ts',
  'src/features/client-import/rebalance-messages.ts',
  'src/features/admin',
  'src/features/dealer',
  'src/features/blog-cms',
  'src/features/ops/components/ops-gates.tsx',
  'src/features/ops/ops-page-names.ts',
  'src/app/private-page-texts.ts',
  'src/routes/studio/posts/index.tsx',
  'src/routes/admin/users/index.tsx',
  'src/routes/payment/checkout/index.tsx',
  'src/routes/account/investments/$investment/index.tsx',
  'contract/forms/fields.ts',
  'contract/studio/requests.ts',
  'contract/site/staff-app-routes.ts',
  'contract/site/app-routes.ts',
  'node_modules/zod/package.json',
];

describe("a visitor's first load (issue 33)", () => {
  it('names files that exist', () => {
    expect(NAMED.filter((f) => !existsSync(f))).toEqual([]);
    // Each named file is one the patterns catch.
    for (const file of NAMED.filter((f) => /\.tsx?$/.test(f))) {
      expect(
        NOT_FOR_VISITORS.some((re) => re.test(file)),
        file,
      ).toBe(true);
    }
  });

  it('holds no staff or signed-in screen, message file or schema', () => {
    for (const route of VISITOR_ROUTES) {
      const modules = firstLoadModules(dist, route);
      expect(modules.length, route).toBeGreaterThan(100);
      expect(
        modules.filter((m) => NOT_FOR_VISITORS.some((re) => re.test(m))),
        route,
      ).toEqual([]);
    }
  });
});
