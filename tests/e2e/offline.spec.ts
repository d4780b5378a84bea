import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../brands/schema';
import { test, expect } from './support/fixtures';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import { apiList, logIn } from './support/blog';
import {
  cacheNames,
  openArticle,
  openControlled,
  persistedQueryStore,
  subscriberReadingPremium,
  tolerateOfflineNetworkErrors,
  userCaches,
  waitForServiceWorker,
} from './support/offline';
import { startServer } from '../../scripts/support/server';
import { offlineMessages } from '../../src/features/offline/messages';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import type { PostSummary } from '#contract/blog/types';

// The service worker is what this file tests: it is allowed here (blocked elsewhere, decision 0223).
test.use({ serviceWorkers: 'allow' });

// Offline reading on two brands whose login dialog shows the login-modal page; what does not depend
// on the brand at all (a stopped server, logging out, an update) on one of them.
onBrands(test, ['starfolio', 'moneyleaf']);

const pickFree = (posts: PostSummary[]) => posts.filter((p) => !p.isPremiumPost && p.imageUrl);

/** Online: the list and two articles, read once with the service worker in control. */
async function readOnline(page: Page, brand: BrandConfig) {
  await openControlled(page, '/blog');
  // Reload so the list call itself goes through the worker (the first one came before it was active).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Stories' })).toBeVisible();
  const [a, b, never] = pickFree((await apiList(page, brand, 1)).main);
  await openArticle(page, a!);
  await openArticle(page, b!);
  return { a: a!, b: b!, never: never! };
}

async function expectReadableOffline(page: Page, { a, b, never }: Awaited<ReturnType<typeof readOnline>>) {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'All Stories' })).toBeVisible();
  await expect(page.getByRole('link', { name: a.title }).first()).toBeVisible();
  await openArticle(page, a);
  await openArticle(page, b);
  await page.goto(`/blog/article/${never.postId}/${never.slug}/`);
  // While the article is looked for, the page keeps the shell's title: never an untitled page.
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.title()).not.toBe('');
  await expect(page.getByRole('heading', { level: 1, name: offlineMessages.articleNotSaved })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: offlineMessages.savedTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: offlineMessages.savedTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: a.title })).toBeVisible();
  await expect(page.getByRole('link', { name: b.title })).toBeVisible();
  // The sign-in prompt still opens: its page fragment comes from the worker's cache.
  await page.getByRole('button', { name: AUTH_MESSAGES.logIn, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(AUTH_MESSAGES.email)).toBeVisible();
}

test('offline: the list, the articles read, the saved list and the sign-in prompt all open', async ({
  page,
  context,
  brand,
  axe,
  consoleErrors,
}) => {
  const read = await readOnline(page, brand);
  await context.setOffline(true);
  await expectReadableOffline(page, read);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.keyboard.press('Escape');
  await axe(page);
  await context.setOffline(false);
  tolerateOfflineNetworkErrors(consoleErrors);
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test('an article left within a second of opening is still kept on the device', async ({ page, brand }) => {
    const keptDetails = async () =>
      (
        ((await persistedQueryStore(page)) as { clientState?: { queries: Array<{ queryKey: unknown[] }> } } | null)
          ?.clientState?.queries ?? []
      )
        .map((q) => q.queryKey)
        .filter((key) => key[1] === 'detail' && key.length === 3);
    await openControlled(page, '/blog');
    let left: number | undefined;
    for (const post of pickFree((await apiList(page, brand, 1)).main).slice(0, 4)) {
      await openArticle(page, post);
      // Written already (a slow page outlived the second the writes wait, src/lib/offline/persist.ts): the
      // next article, so the page below is left while its save still waits.
      if ((await keptDetails()).some((key) => key[2] === post.postId)) continue;
      await page.goto('/blog');
      left = post.postId;
      break;
    }
    expect(left, 'an article left before its first save').toBeDefined();
    await expect.poll(keptDetails).toContainEqual(['blog', 'detail', left]);
  });
});

test.describe('with the server stopped instead', () => {
  let server: ChildProcess | undefined;
  const port = 4430 + Math.floor(Math.random() * 50);
  test.afterEach(() => {
    server?.kill('SIGTERM');
  });
  onceAcrossBrands(test, 'moneyleaf');

  test('the same articles, list and prompt open', async ({ page, brand }) => {
    // It starts a server of its own (migrate and seed included): give it the slow-test budget.
    test.slow();
    server = await startServer(port, { ENABLE_TEST_HOOKS: '1' });
    const base = `http://${brand.hosts[0]}:${port}`;
    const local = await page.context().browser()!.newContext({ baseURL: base });
    const p = await local.newPage();
    try {
      const read = await readOnline(p, brand);
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
      await expectReadableOffline(p, read);
    } finally {
      await local.close();
    }
  });
});

onceAcrossBrands(test, 'starfolio', () => {
  test('after logout no private or premium answer is left for the next reader', async ({
    page,
    context,
    brand,
    consoleErrors,
  }) => {
    const {
      premiums: [premium, expiredOne],
      fullText,
    } = await subscriberReadingPremium(page, brand);
    expect(await userCaches(page)).not.toEqual([]);

    // A session-expired answer ('100') is never kept: the next reader must not get it from a cache.
    await page.evaluate(async (segment) => {
      const cookie = (name: string) =>
        decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith(`${name}=`))
            ?.split('=')[1] ?? '',
        );
      await fetch(`/${segment}/api/__test__/expire-session/`, {
        method: 'POST',
        headers: { 'X-CSRFToken': cookie('csrftoken'), KEY: cookie('jwt') },
      });
    }, brand.segment);
    await page.goto(`/blog/article/${expiredOne!.postId}/${expiredOne!.slug}/`);
    await expect(page.getByText('Session Timed Out!')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Opened as the page first renders: Escape is pressed where a reader would, with the focus in the dialog.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Log in again, then log out from the menu.
    await logIn(page, brand, 'subscriber');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('button', { name: AUTH_MESSAGES.logOut, exact: true }).click();
    await expect(page.getByRole('button', { name: AUTH_MESSAGES.logIn, exact: true })).toBeVisible();
    await expect.poll(() => userCaches(page)).toEqual([]);
    // The persisted store holds no query (it may hold the empty cache the app saved after clearing).
    await expect
      .poll(
        async () =>
          ((await persistedQueryStore(page)) as { clientState?: { queries: unknown[] } } | null)?.clientState
            ?.queries ?? [],
      )
      .toEqual([]);
    expect(await cacheNames(page)).toContain('sf-blog-public-v1');

    await context.setOffline(true);
    await page.goto(`/blog/article/${premium!.postId}/${premium!.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: offlineMessages.articleNotSaved })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain(fullText.slice(0, 200));
    await page.goto(`/blog/article/${expiredOne!.postId}/${expiredOne!.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: offlineMessages.articleNotSaved })).toBeVisible();
    await context.setOffline(false);
    tolerateOfflineNetworkErrors(consoleErrors);
  });
});

onceAcrossBrands(test, 'starfolio', () => {
  test('a changed service worker brings the update prompt; accepting reloads into it', async ({ browser, brand }) => {
    // It copies the build and starts a server of its own: give it the slow-test budget.
    test.slow();
    const dist = mkdtempSync(join(tmpdir(), 'dist-update-'));
    cpSync(resolve(process.env.DIST_DIR ?? 'dist'), dist, { recursive: true });
    const port = 4480 + Math.floor(Math.random() * 50);
    const server = await startServer(port, { DIST_DIR: dist });
    const context = await browser.newContext({ baseURL: `http://${brand.hosts[0]}:${port}` });
    try {
      const page = await context.newPage();
      await openControlled(page, '/');
      await expect(page.getByText(offlineMessages.updateAvailable)).toHaveCount(0);
      // Deploy: a new worker that can say which version it is.
      appendFileSync(
        join(dist, 'sw.js'),
        "\nself.addEventListener('message',(e)=>{if(e.data==='version?'&&e.ports[0])e.ports[0].postMessage('v2')});\n",
      );
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByText(offlineMessages.updateAvailable)).toBeVisible({ timeout: 20_000 });
      await Promise.all([
        page.waitForEvent('framenavigated', { timeout: 20_000 }),
        page.getByRole('button', { name: offlineMessages.updateReload }).click(),
      ]);
      await waitForServiceWorker(page);
      const version = await page.evaluate(
        () =>
          new Promise<string>((resolveVersion) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (e) => resolveVersion(String(e.data));
            navigator.serviceWorker.controller!.postMessage('version?', [channel.port2]);
            setTimeout(() => resolveVersion('old'), 3000);
          }),
      );
      expect(version).toBe('v2');
    } finally {
      await context.close();
      server.kill('SIGTERM');
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
