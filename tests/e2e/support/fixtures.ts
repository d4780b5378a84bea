import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import { isSanitizerCspReport, seedSecurityTestPost, type SecurityTestPost } from './blog-security';
import type { ConsentChoice } from '../../../src/features/analytics/consent';
import { presetAnalyticsConsent } from './analytics';
import { waitForAppOnNavigation } from './app-ready';

/**
 * React's word that the server's HTML and the app's first render differed, at any console level:
 * a hydration warning in development, the minified errors #418-#425 in production, and the app's
 * own report (src/main.tsx, onRecoverableError).
 */
export const HYDRATION_MESSAGE =
  /hydrat|did not match|server rendered (html|text)|Minified React error #(418|419|421|422|423|425)\b/i;

export interface Fixtures {
  brand: BrandConfig;
  /**
   * Fails the test on any console error or uncaught page error, except the CSP reports Chromium
   * logs while the sanitizer parses post HTML in its inert document (`isSanitizerCspReport`), and
   * on any hydration warning.
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
  // A navigation resolves once the app is live, not when the server's HTML merely shows (app-ready.ts).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppOnNavigation(page);
    await use(page);
  },
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
        const text = m.text();
        if ((m.type() === 'error' && !isSanitizerCspReport(m)) || HYDRATION_MESSAGE.test(text)) errors.push(text);
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
