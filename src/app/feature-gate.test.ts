import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { APP_ROUTES, isAppPage, type AppPath } from '#contract/site/app-routes';
import { routeFeatureGate } from './feature-gate';

const PATHS = Object.keys(APP_ROUTES) as AppPath[];

/** What the route's beforeLoad does for this brand: 'page', or 'not found' when it throws the router's notFound. */
async function gate(brand: (typeof brands)[number], routeId: AppPath): Promise<'page' | 'not found'> {
  try {
    await routeFeatureGate({ context: { brand }, routeId });
    return 'page';
  } catch (error) {
    if (isNotFound(error)) return 'not found';
    throw error;
  }
}

describe.each(brands.map((b) => [b.id, b] as const))('the routes’ feature gate for %s', (_id, brand) => {
  it('shows the not-found page exactly where the server answers 404 (app-routes.ts)', async () => {
    expect(await Promise.all(PATHS.map(async (path) => [path, await gate(brand, path)]))).toEqual(
      PATHS.map((path) => [path, isAppPage(path, brand) ? 'page' : 'not found']),
    );
  });
});

it('turns a route off on a brand without its feature', async () => {
  const without = brands.find((brand) => !brand.features.admin);
  expect(without && (await gate(without, '/admin/users/'))).toBe('not found');
});
