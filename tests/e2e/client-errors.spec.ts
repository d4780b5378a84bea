import type { Request } from '@playwright/test';
import type { ClientErrorReport } from '#contract/client-log/rules';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { allowConsoleErrors } from './support/session';

/**
 * The app's error reports (docs/client-errors.md) from a real page: the reporter is not part of the
 * first load and loads with the first error (decision 0228); what is thrown while it loads is still
 * reported, each distinct error once, with no personal data.
 */

const REPORTER_CHUNK = /\/assets\/browser-reporter-[\w-]+\.js$/;
const isReport = (r: Request) => r.method() === 'POST' && /\/api\/logger\/$/.test(new URL(r.url()).pathname);

onceAcrossBrands(test, 'starfolio', () => {
  test('an uncaught error loads the reporter and is reported once, redacted; errors meanwhile are kept', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    const reports: ClientErrorReport[] = [];
    const statuses: number[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (isReport(r)) reports.push(r.postDataJSON() as ClientErrorReport);
    });
    page.on('response', (r) => {
      if (isReport(r.request())) statuses.push(r.status());
    });

    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      scripts.filter((u) => REPORTER_CHUNK.test(u)),
      'the reporter before any error',
    ).toEqual([]);

    // Three errors in one task: the first starts loading the reporter, the others wait for it.
    await page.evaluate(() => {
      for (const text of ['Broken for asha@example.com', 'Broken for asha@example.com', 'Second 9876543210']) {
        setTimeout(() => {
          throw new Error(text);
        }, 0);
      }
    });
    await expect.poll(() => statuses.length).toBe(2);
    expect(statuses).toEqual([200, 200]);
    expect(reports.map((r) => [r.kind, r.message, r.page])).toEqual([
      ['error', 'Error: Broken for [email]', '/faq/'],
      ['error', 'Error: Second [number]', '/faq/'],
    ]);
    expect(scripts.filter((u) => REPORTER_CHUNK.test(u))).toHaveLength(1);
    allowConsoleErrors(consoleErrors, /^(Broken for|Second) /);
  });
});
