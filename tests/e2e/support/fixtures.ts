import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import { isSanitizerCspReport, seedSecurityTestPost, type SecurityTestPost } from './blog';
import type { ConsentChoice } from '../../../src/features/analytics/consent';
import { presetAnalyticsConsent } from './analytics';

export interface Fixtures {
  brand: BrandConfig;
  /**
   * Fails the test on any console error or uncaught page error, except the CSP reports Chromium
   * logs while the sanitizer parses post HTML in its inert document (`isSanitizerCspReport`).
   */
  consoleErrors: string[];
  axe: (page: Page, include?: string) => Promise<void>;
  /**
   * The analytics choice every page of the test's context starts with, as if the reader had made it:
   * 'denied' unless a spec says otherwise, so the consent banner stays out of specs about other
   * things; null leaves the choice to the test (tests/e2e/analytics.spec.ts).
   */
  analyticsConsent: ConsentChoice | null;
  presetConsent: undefined;
}

export interface WorkerFixtures {
  /**
   * The security-test post (every hostile payload), seeded through the test hook before a worker's
   * first test, so every test of the run sees the same list of posts.
   */
  securityTestPost: SecurityTestPost;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  securityTestPost: [
    async ({}, use, workerInfo) => {
      const brand = brands.find((b) => b.id === workerInfo.project.name);
      if (!brand || !workerInfo.project.use.baseURL) throw new Error(`no brand for ${workerInfo.project.name}`);
      await use(await seedSecurityTestPost(workerInfo.project.use.baseURL, brand));
    },
    { scope: 'worker', auto: true },
  ],
  brand: async ({}, use, testInfo) => {
    const brand = brands.find((b) => b.id === testInfo.project.name);
    if (!brand) throw new Error(`no brand for project ${testInfo.project.name}`);
    await use(brand);
  },
  analyticsConsent: ['denied', { option: true }],
  presetConsent: [
    async ({ context, brand, analyticsConsent }, use) => {
      if (analyticsConsent) await presetAnalyticsConsent(context, brand, analyticsConsent);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !isSanitizerCspReport(m)) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({}, use) => {
    await use(async (page, include) => {
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
      if (include) builder = builder.include(include);
      const results = await builder.analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };
