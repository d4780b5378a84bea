import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { test, widget } from './support/widget';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { AUTH_MESSAGES as AUTH } from '../../src/features/auth/messages';
import { READER_TOKEN_ATTRIBUTE, WIDGET_MESSAGES as W } from '../../src/widget/messages';

/**
 * A partner's signed-in reader in the widget (docs/widget.md "Signed-in readers", decision 0215), on
 * the partner demo: the demo signs its reader in, its server puts a signed assertion on the widget's
 * element, the widget trades it for a key and reads as that reader; signing out removes the
 * attribute and the widget is a visitor again. Brand-independent: the widget is the same file on
 * every brand that offers it.
 */
onceAcrossBrands(test, 'starfolio');

const readerWarnings = (page: Page) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith("TlBlogs: the reader's sign-in")) warnings.push(m.text());
  });
  return warnings;
};

test('a visitor gets the premium post’s prompt; the signed-in reader reads it in full; after sign-out, the prompt again', async ({
  page,
  demo,
  axe,
}) => {
  const premium = await demo.firstPremiumPost();
  const detail = demo.storyUrl(premium);
  const w = widget(page);
  const subscription = page.getByRole('dialog', { name: AUTH.subscriptionTitle });
  const gate = w.getByRole('button', { name: M.premiumAction });
  const warnings = readerWarnings(page);

  // A visitor: the subscription prompt over the teaser.
  await page.goto(detail);
  await expect(subscription).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();

  // The partner signs its reader in on its own page; its server signs the assertion into every page.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveTitle('Sign in — The Daily Ledger');
  await axe(page);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/site-client/login/'));
  const read = page.waitForResponse((r) => r.url().includes(`/api/post/details/?postId=${premium.postId}`));
  await page.getByRole('button', { name: /^Sign in as Ravi Subscriber/ }).click();
  await expect(page).toHaveURL(detail);
  const key = ((await (await login).json()) as { body: { key: string } }).body.key;
  expect((await read).request().headers().key).toBe(key);
  expect(((await (await read).json()) as { body: { post: { isLocked: boolean } } }).body.post.isLocked).toBe(false);

  // In full: no prompt, no gate, the whole first page.
  await expect(w.getByRole('heading', { level: 1 })).toHaveText(premium.title);
  await expect(page.getByText('Signed in as Ravi Subscriber')).toBeVisible();
  await expect(gate).toHaveCount(0);
  await expect(subscription).toHaveCount(0);
  await axe(page);
  // The key is in the widget's memory only: not in the page's storage, cookies or markup.
  const kept = await page.evaluate(() => ({
    storage: localStorage.length + sessionStorage.length,
    cookies: document.cookie,
    html: document.documentElement.outerHTML,
  }));
  expect(kept.storage).toBe(0);
  expect(kept.cookies).not.toContain(key);
  expect(kept.html).not.toContain(key);

  // Signing out on the partner removes the attribute; the widget ends the session and is a visitor.
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/site-client/logout/'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await logout).headers().key).toBe(key);
  await expect(page.locator('#tl-blogs')).not.toHaveAttribute(READER_TOKEN_ATTRIBUTE);
  await expect(subscription).toBeVisible();
  await axe(page, '#tl-blogs');
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  // Focus is back on the partner's 'Sign in', where its script put it.
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeFocused();
  expect(warnings).toEqual([]);
});

test('a token the widget cannot use leaves it a visitor, with one clear warning', async ({
  page,
  demo,
  consoleErrors,
}) => {
  const premium = await demo.firstPremiumPost();
  const subscription = page.getByRole('dialog', { name: AUTH.subscriptionTitle });
  const signIns: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/site-client/login/') && r.method() === 'POST') signIns.push(r.url());
  });
  const open = (variant: string) => page.goto(demo.storyUrl(premium, { variant }));

  // Expired: the widget does not even ask.
  let warnings = readerWarnings(page);
  await open('expired-reader');
  await expect(subscription).toBeVisible();
  expect(warnings).toEqual([W.readerRefused(W.tokenExpired)]);
  expect(signIns).toEqual([]);

  // Signed with another secret: the server refuses it; the widget says so once.
  warnings = readerWarnings(page);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/site-client/login/'));
  await open('forged-reader');
  expect((await refused).status()).toBe(400);
  await expect(subscription).toBeVisible();
  await expect
    .poll(() => warnings)
    .toEqual([W.readerRefused('This sign-in could not be accepted. Sign in on the partner site again.')]);
  // The browser's own line for that 400 is its only console error.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  consoleErrors.length = 0;
});
