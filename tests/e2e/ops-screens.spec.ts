import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../brands/schema';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { expectLoaded, expectNoSidewaysScroll, signInAt, type OpsRole } from './support/ops';

/**
 * Every operations screen (docs/operations.md) at 320 px, as the role it is for, signed in once
 * through the login dialog: its own title, its heading once loaded, no sideways scroll, axe clean;
 * the fixtures fail a test on any console error or hydration warning. The client view's banner is
 * checked on a server-rendered page too. Starfolio has every operations feature on.
 */

interface Screen {
  /** Where to go, or a link on the current page whose name opens the screen (a reference, a file). */
  path: string | { link: RegExp };
  /** The page's name in its title ('Payment status' → 'Payment status — Starfolio'). */
  title: string;
  /** Its h1 when it differs from the title's name. */
  heading?: string | RegExp;
}

type Axe = (page: Page) => Promise<void>;
/** A role's screens: the first one a path, where the role signs in. */
type Walk = [Screen & { path: string }, ...Screen[]];

async function walk(page: Page, brand: BrandConfig, axe: Axe, screens: Screen[]) {
  for (const screen of screens) {
    const where = typeof screen.path === 'string' ? screen.path : String(screen.path.link);
    if (typeof screen.path === 'string') await page.goto(screen.path);
    else await page.getByRole('link', { name: screen.path.link }).first().click();
    await expect(page.getByRole('heading', { level: 1 }), where).toHaveText(screen.heading ?? screen.title);
    await expectLoaded(page);
    await expect(page, where).toHaveTitle(`${screen.title} — ${brand.displayName}`);
    await expectNoSidewaysScroll(page, where);
    await axe(page);
  }
}

/** Signs in as `role` at the first screen (its sign-in notice), then walks the screens. */
async function walkAs(page: Page, brand: BrandConfig, axe: Axe, role: OpsRole, screens: Walk) {
  await signInAt(page, brand, role, screens[0].path);
  await walk(page, brand, axe, screens);
}

onceAcrossBrands(test, 'starfolio', () => {
  // Without the service worker every page load is the server's HTML, hydrated: a worker in control
  // would serve some loads from its cache and hide a hydration mismatch (decision 0220).
  test.use({ viewport: { width: 320, height: 640 }, serviceWorkers: 'block' });

  test('signed out: the public screens, and the sign-in notice of the private ones', async ({ page, brand, axe }) => {
    // Twelve screens, each loaded and checked by axe: about 30 s on a quiet machine, the default limit.
    test.slow();
    await walk(page, brand, axe, [
      { path: '/contact/', title: 'Talk to us' },
      { path: '/faq/', title: 'Frequently asked questions' },
      { path: '/web-widget/', title: 'Blog widget for your website' },
      // The sign-in notice's heading is the screen's own name, as its title says.
      { path: '/account/complaints/new/', title: 'File a complaint' },
      { path: '/account/complaints/', title: 'Complaints' },
      { path: '/dealer/', title: 'Clients' },
      { path: '/dealer/reports/payment-status/', title: 'Payment status' },
      { path: '/admin/', title: 'Admin' },
      { path: '/admin/users/', title: 'Users and roles' },
      { path: '/import-client/', title: 'Import clients' },
      { path: '/import-client/rebalance/', title: 'Rebalance from a spreadsheet' },
      { path: '/login-as-client/', title: 'Log in as a client' },
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in to open a client’s view' })).toBeVisible();
  });

  // Each role's screens, signed in at the first of them.
  const WALKS: {
    role: OpsRole;
    title: string;
    slow?: boolean;
    screens: Walk;
    last?: string;
  }[] = [
    {
      role: 'investor',
      title: 'an investor: complaints, a new complaint, one complaint',
      screens: [
        { path: '/account/complaints/new/', title: 'File a complaint' },
        { path: '/account/complaints/', title: 'Complaints' },
        { path: { link: /^SF-\d{4}-\d{5}-\w{4}$/ }, title: 'Complaint' },
      ],
    },
    {
      role: 'adviser',
      title: 'an adviser: client import, an import, rebalance from a spreadsheet',
      screens: [
        { path: '/import-client/', title: 'Import clients' },
        { path: { link: /\.(xlsx|csv)$/ }, title: 'Import', heading: /^Import of .+\.(xlsx|csv)$/ },
        { path: '/import-client/rebalance/', title: 'Rebalance from a spreadsheet' },
      ],
    },
    {
      role: 'admin',
      title: 'an admin: every admin screen, a complaint, and the widget page with its websites',
      slow: true,
      screens: [
        { path: '/admin/', title: 'Admin' },
        { path: '/admin/users/', title: 'Users and roles' },
        { path: '/admin/advisers/', title: 'Advisers' },
        {
          path: '/admin/advisers/sahyadri-wealth/',
          title: 'Adviser details',
          heading: 'Edit Sahyadri Wealth Advisors',
        },
        { path: '/admin/aum/', title: 'AUM ledger' },
        { path: '/admin/leads/', title: 'Leads' },
        { path: '/admin/faqs/', title: 'FAQs' },
        { path: '/admin/website/', title: 'Website details' },
        { path: '/admin/logs/', title: 'Client errors' },
        { path: '/admin/audit/', title: 'Client view audit' },
        { path: '/admin/status/', title: 'Status incidents' },
        { path: '/admin/complaints/', title: 'Complaints' },
        { path: { link: /^SF-\d{4}-\d{5}-\w{4}$/ }, title: 'Complaint' },
        { path: '/web-widget/', title: 'Blog widget for your website' },
      ],
      last: 'Websites that may embed the blog',
    },
  ];
  for (const { role, title, slow, screens, last } of WALKS) {
    test(title, async ({ page, brand, axe }) => {
      if (slow) test.slow();
      await walkAs(page, brand, axe, role, screens);
      // The last screen's own section, once it has loaded.
      if (last) await expect(page.getByRole('heading', { name: last })).toBeVisible();
    });
  }

  test('a dealer: clients, the four reports, log in as a client and the client view with its investments', async ({
    page,
    brand,
    axe,
  }) => {
    test.slow();
    await walkAs(page, brand, axe, 'dealer', [
      { path: '/dealer/', title: 'Clients' },
      { path: '/dealer/reports/investment-status/', title: 'Client investment status' },
      { path: '/dealer/reports/rebalance/', title: 'Rebalance report' },
      { path: '/dealer/reports/summary/', title: 'Summary report' },
      { path: '/dealer/reports/payment-status/', title: 'Payment status' },
      { path: '/login-as-client/', title: 'Log in as a client' },
    ]);
    await page.getByRole('radio', { name: /^Asha Investor / }).check();
    await page.getByLabel('Reason').fill('Walk of the operations screens');
    await page.getByRole('button', { name: 'Open client view' }).click();
    const banner = page.getByRole('region', { name: 'Client view' });
    await expect(banner).toBeVisible();
    // A page the server renders, then one the browser does: the banner on both, neither too wide.
    await walk(page, brand, axe, [
      { path: '/faq/', title: 'Frequently asked questions' },
      { path: '/account/complaints/', title: 'Complaints' },
      { path: '/account/investments/', title: 'Investments' },
    ]);
    // Under the banner at 320 px both tabs fit their row: none runs out of its box.
    const tabList = page.getByRole('tablist');
    await tabList.scrollIntoViewIfNeeded();
    const row = (await tabList.boundingBox())!;
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(row.x);
      expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    }
    await expect(banner.getByRole('button', { name: 'Exit' })).toBeInViewport();
    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/login-as-client\/$/);
    await expect(banner).toBeHidden();
  });
});
