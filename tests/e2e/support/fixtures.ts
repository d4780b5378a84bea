import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import { isSanitizerCspReport, seedSecurityTestPost, type SecurityTestPost } from './blog-security';
import type { ConsentChoice } from '../../../src/features/analytics/consent';
import { presetAnalyticsConsent } from './analytics';
import { waitForAppOnNavigation } from './app-ready';
import { stubVideoPlayers } from './blog';
import { logIn } from './session';
import { recordA11y } from './a11y-record';

/** The axe rule sets every check runs: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

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
  /**
   * Video players answered by a tiny local page (support/blog.ts `stubVideoPlayers`): the machine has
   * no internet. Off unless a spec turns it on with `test.use({ videoPlayersStubbed: true })`.
   */
  videoPlayersStubbed: boolean;
  /**
   * The test starts on the home page with the seeded investor signed in the brand's way (support/session.ts
   * `logIn`). Off unless a spec turns it on with `test.use({ investorSignedIn: true })`.
   */
  investorSignedIn: boolean;
  signInFirst: undefined;
  /**
   * A second person at another browser (their own context: cookies, storage), with the same checks
   * the fixtures give the test's page: the app is live after each navigation, the analytics choice is
   * made, and `errors` collects console errors and hydration warnings for the test to assert empty.
   * Contexts the test leaves open are closed when it ends. A journey of two people is a slow test
   * (`test.slow()`: three times the usual time), whatever its brand.
   */
  secondPerson: (options?: BrowserContextOptions) => Promise<SecondPerson>;
}

export interface SecondPerson {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Console errors (but the sanitizer's CSP reports) and hydration warnings of `page`, as they come. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if ((m.type() === 'error' && !isSanitizerCspReport(m)) || HYDRATION_MESSAGE.test(text)) errors.push(text);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The page's last 20 console messages of any kind, for a failure's account. */
function recentConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (m) => {
    const where = m.location().url;
    said.push(`${m.type()}: ${m.text()}${where ? ` (${where})` : ''}`);
    if (said.length > 20) said.shift();
  });
  return said;
}

async function printPageState(page: Page, said: string[]) {
  if (page.isClosed()) return;
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2_000 })
    .catch((e: unknown) => `(no snapshot: ${String(e)})`);
  console.error(`\n--- the page at the failure: ${page.url()}\n${snapshot.slice(0, 4_000)}`);
  console.error(`--- its last console messages:\n${said.join('\n') || '(none)'}\n---`);
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
  // A failed test prints where the page was and what it showed: a CI log keeps no screenshots.
  page: async ({ page, javaScriptEnabled, videoPlayersStubbed }, use, testInfo) => {
    if (videoPlayersStubbed) await stubVideoPlayers(page);
    if (javaScriptEnabled !== false) waitForAppOnNavigation(page);
    const said = recentConsole(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await printPageState(page, said);
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
  videoPlayersStubbed: [false, { option: true }],
  investorSignedIn: [false, { option: true }],
  signInFirst: [
    async ({ investorSignedIn, page, brand, consoleErrors }, use) => {
      if (investorSignedIn) {
        await page.goto('/');
        await logIn(page, brand, consoleErrors);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  presetConsent: [
    async ({ context, brand, analyticsConsent }, use) => {
      if (analyticsConsent) await presetAnalyticsConsent(context, brand, analyticsConsent);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  secondPerson: async ({ browser, brand, baseURL }, use, testInfo) => {
    testInfo.slow();
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      opened.push(context);
      await presetAnalyticsConsent(context, brand, 'denied');
      const page = await context.newPage();
      waitForAppOnNavigation(page);
      return { context, page, errors: collectConsoleErrors(page) };
    });
    for (const context of opened) await context.close();
  },
  axe: async ({}, use) => {
    await use(async (page, include) => {
      // On a page without frames, axe runs in the page itself (legacy mode): the default mode runs it
      // in parts and joins them in a blank page it opens, which cost every check a new page and a
      // second injection of axe, for frames there are none of. Only violations carry every node; the
      // other outcomes still name every rule, which is all the report keeps (decision 0290).
      let builder = new AxeBuilder({ page })
        .withTags([...AXE_TAGS])
        .options({ resultTypes: ['violations'] })
        .setLegacyMode(page.frames().length === 1);
      if (include) builder = builder.include(include);
      const results = await builder.analyze();
      const ids = (rules: { id: string }[]) => rules.map((r) => r.id);
      await recordA11y(page, {
        kind: 'axe',
        ...(include ? { include } : {}),
        tags: [...AXE_TAGS],
        passes: ids(results.passes),
        violations: ids(results.violations),
        incomplete: ids(results.incomplete),
      });
      expect(
        results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };
