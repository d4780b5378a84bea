import { APP_ROUTES, type AppPath } from '#contract/site/app-routes';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { logIn } from './support/blog';

/**
 * Every operations screen (docs/operations.md) is the not-found page to an investor: its heading and
 * the brand's not-found title, never a glimpse of the screen, never a console error. A visitor is
 * asked to sign in instead.
 */

const SAMPLE_PARAMS: Record<string, string> = {
  $report: 'summary',
  $jobId: '1',
  $slug: 'sahyadri-wealth',
  $reference: 'CMP-2026-000001',
};
const OPS = /^\/(dealer|import-client|login-as-client|admin)\//;
const opsPaths = (Object.keys(APP_ROUTES) as AppPath[])
  .filter((p) => OPS.test(p))
  .map((p) => p.replace(/\$[A-Za-z]+/g, (param) => SAMPLE_PARAMS[param] ?? 'x'));

onceAcrossBrands(test, 'starfolio', () => {
  test('every ops route gives an investor the not-found page, and a visitor the sign-in notice', async ({
    page,
    brand,
  }) => {
    expect(opsPaths.length).toBeGreaterThanOrEqual(15);
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to the admin area' })).toBeVisible();

    await logIn(page, brand, 'investor');
    for (const path of opsPaths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
      await expect(page, path).toHaveTitle(brand.pages.notFound.title);
    }
  });
});
