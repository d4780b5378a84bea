import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  apiComments,
  apiLikeState,
  apiPost,
  expectNoHorizontalOverflow,
  installXssCanary,
  logIn,
  serveHostilePostImages,
  stubVideoPlayers,
} from './support/blog';
import { brands } from '../../brands/registry';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import { formatDate } from '#contract/locale/format';
import { hydrated } from './support/app-ready';
import { onBrands, onceAcrossBrands } from './support/brand-shard';

/** A three-page post with a video, and a premium post (server/db/seed). */
const LONG_POST = 73;
const PREMIUM_POST = 66;
/** Posts this brand's project likes and comments on, so projects running side by side never share one. */
const OWN_POSTS = [75, 74, 72, 71];

const ownPost = (brandId: string) => OWN_POSTS[brands.findIndex((b) => b.id === brandId)]!;
/** Separate posts for the refused-like test, which runs beside the like test of the same brand. */
const REFUSED_LIKE_POSTS = [64, 63, 62, 61];
const refusedLikePost = (brandId: string) => REFUSED_LIKE_POSTS[brands.findIndex((b) => b.id === brandId)]!;
/** Separate posts for the typed-before-login comment, which runs beside the comment test of the same brand. */
const DRAFT_COMMENT_POSTS = [69, 68, 67, 65];
const draftCommentPost = (brandId: string) => DRAFT_COMMENT_POSTS[brands.findIndex((b) => b.id === brandId)]!;
const likeButton = (page: Page) => page.getByRole('button', { name: /^Like\b/ });
const likeStatusAnswer = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/post/list/like-status/'));
const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ }).getByRole('listitem');

test.beforeEach(async ({ page }) => {
  await stubVideoPlayers(page);
});

test('reads an article: heading, meta, body, likes and comments; later pages on request', async ({
  page,
  brand,
  axe,
}) => {
  const detailCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/post/details/')) detailCalls.push(r.url());
  });
  await page.goto(`/blog/article/${LONG_POST}/what-is-a-sip/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The article came with the HTML (decision 0070): the browser never asked for it.
  expect(detailCalls).toHaveLength(0);
  const post = await apiPost(page, brand, LONG_POST);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(`${post.title} — ${brand.displayName}`);
  await expect(page.locator('article time').first()).toHaveText(formatDate(post.pubDate));
  await expect(page.getByText(post.tag!, { exact: true })).toBeVisible();
  await expect(page.locator('article img').first()).toHaveAttribute('fetchpriority', 'high');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('like-count')).toHaveText(String(post.likeCount));
  await expect(page.getByRole('heading', { name: `${M.comments} (${post.commentCount})` })).toBeVisible();
  await expect(comments(page)).toHaveCount(post.commentCount);
  await axe(page);

  // 'Continue reading' appends page 2, then page 3, then goes.
  expect(post.pageCount).toBe(3);
  await page.getByRole('button', { name: M.continueReading }).click();
  await expect(page.getByRole('region', { name: 'Page 2' })).toBeFocused();
  await page.getByRole('button', { name: M.continueReading }).click();
  await expect(page.getByRole('region', { name: 'Page 3' })).toBeFocused();
  await expect(page.getByRole('button', { name: M.continueReading })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Page 2' })).toBeVisible();
});

onceAcrossBrands(test, 'arrowline', () => {
  test('a wrong slug is corrected; a wrong id is not found', async ({ page, consoleErrors }) => {
    await page.goto(`/blog/article/${LONG_POST}/not-the-slug/`);
    await expect(page).toHaveURL(new RegExp(`/blog/article/${LONG_POST}/what-is-a-sip/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is a SIP, and why does it work?');
    // The analysis site's address redirects to this build's.
    await page.goto(`/posts/${LONG_POST}/what-is-a-sip/`);
    await expect(page).toHaveURL(new RegExp(`/blog/article/${LONG_POST}/what-is-a-sip/$`));

    for (const path of ['/blog/article/abc/x/', '/blog/article/0/x/', '/blog/article/999999/x/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    // The API's 404 for post 999999 is the browser's console error; nothing else may be.
    expect(consoleErrors.filter((e) => !/^Failed to load resource: .*404/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test('premium: a visitor reads the teaser and is offered the subscription', async ({ page, brand, axe }) => {
  await page.goto(`/blog/article/${PREMIUM_POST}/x/`);
  const gate = page.getByRole('region', { name: M.premiumTitle });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(M.premiumText);
  const post = await apiPost(page, brand, PREMIUM_POST);
  expect(post.isLocked).toBe(true);
  await expect(page.getByRole('button', { name: M.continueReading })).toHaveCount(0);
  await axe(page);
  await gate.getByRole('button', { name: M.premiumAction }).click();
  await expect(page.getByRole('dialog', { name: AUTH_MESSAGES.subscriptionTitle })).toBeVisible();
});

// A subscriber who signs in with the site's own account, and one who signs in through the broker.
onBrands(test, ['moneyleaf', 'harborbank'], () => {
  test('premium: locked for a logged-in non-subscriber, whole for a subscriber', async ({ page, brand }) => {
    await page.goto(`/blog/article/${PREMIUM_POST}/x/`);
    await logIn(page, brand, 'investor');
    await expect(page.getByRole('region', { name: M.premiumTitle })).toBeVisible();
    const teaser = await page.locator('article').innerText();

    await page.evaluate(() => (document.cookie = 'jwt=; path=/; max-age=0'));
    await logIn(page, brand, 'subscriber');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: M.premiumTitle })).toHaveCount(0);
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(teaser.length);
  });
});

onceAcrossBrands(test, 'starfolio', () => {
  test('like and unlike, each surviving a reload', async ({ page, brand }) => {
    const postId = ownPost(brand.id);
    await page.goto(`/blog/article/${postId}/x/`);
    await Promise.all([likeStatusAnswer(page), logIn(page, brand, 'investor')]);
    const like = likeButton(page);
    const count = page.getByTestId('like-count');
    const start = await apiLikeState(page, brand, postId);
    await expect(like).toHaveAttribute('aria-pressed', String(start.liked));
    await expect(count).toHaveText(String(start.likeCount));
    const toggled = { liked: !start.liked, likeCount: start.likeCount + (start.liked ? -1 : 1) };

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(toggled.liked));
    await expect(count).toHaveText(String(toggled.likeCount));
    await expect.poll(() => apiLikeState(page, brand, postId)).toEqual(toggled);
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', String(toggled.liked));
    await expect(count).toHaveText(String(toggled.likeCount));

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(start.liked));
    await expect.poll(() => apiLikeState(page, brand, postId)).toEqual(start);
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', String(start.liked));
    await expect(count).toHaveText(String(start.likeCount));
  });
});

test.describe('without the service worker', () => {
  // page.route sees only the page's own requests, not those a service worker makes.
  test.use({ serviceWorkers: 'block' });
  onceAcrossBrands(test, 'harborbank');

  test('a like the server refuses is put back, with a message', async ({ page, brand, consoleErrors }) => {
    await page.goto(`/blog/article/${refusedLikePost(brand.id)}/x/`);
    await Promise.all([likeStatusAnswer(page), logIn(page, brand, 'investor')]);
    const like = likeButton(page);
    const pressed = await like.getAttribute('aria-pressed');
    const count = await page.getByTestId('like-count').textContent();
    await page.route('**/api/post/*like/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ head: { status: 400, message: 'No.' }, body: {} }),
      }),
    );
    await like.click();
    await expect(page.getByText(M.likeFailed)).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', pressed!);
    await expect(page.getByTestId('like-count')).toHaveText(count!);
    // The refused call is the browser's console error; nothing else may be.
    expect(consoleErrors.filter((e) => !/^Failed to load resource: .*400/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test('a comment appears at the top and survives a reload; an empty one is refused', async ({ page, brand }) => {
    const postId = ownPost(brand.id);
    await page.goto(`/blog/article/${postId}/x/`);
    await logIn(page, brand, 'investor');
    const field = page.getByLabel(M.addComment);
    await page.getByRole('button', { name: M.postComment }).click();
    await expect(page.getByText('Required field')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    const text = `Clear and useful, thank you (${brand.id} ${Date.now()})`;
    await field.fill(text);
    await expect(page.getByText('Required field')).toHaveCount(0);
    await page.getByRole('button', { name: M.postComment }).click();
    await expect(comments(page).first()).toContainText(text);
    await expect(field).toHaveValue('');
    expect((await apiComments(page, brand, postId))[0]?.commentText).toBe(text);
    await page.reload();
    await expect(comments(page).first()).toContainText(text);
  });
});

onceAcrossBrands(test, 'arrowline', () => {
  test('a visitor who likes or comments is asked to log in, and finds the comment still typed after', async ({
    page,
    brand,
  }) => {
    await page.goto(`/blog/article/${draftCommentPost(brand.id)}/x/`);
    // The comments hydrate after the article (their own chunk): typing before then races the server's HTML.
    await hydrated(page.getByLabel(M.addComment));
    const loginDialog = page.getByRole('dialog', { name: AUTH_MESSAGES.loginTitle(brand.displayName) });
    await likeButton(page).click();
    await expect(loginDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog).toHaveCount(0);

    const text = `Typed before logging in (${brand.id} ${Date.now()})`;
    await page.getByLabel(M.addComment).fill(text);
    await page.getByRole('button', { name: M.postComment }).click();
    await expect(loginDialog).toBeVisible();
    await page.keyboard.press('Escape');

    await logIn(page, brand, 'investor');
    await expect(page.getByLabel(M.addComment)).toHaveValue(text);
    await page.getByRole('button', { name: M.postComment }).click();
    await expect(comments(page).first()).toContainText(text);
    expect((await apiComments(page, brand, draftCommentPost(brand.id)))[0]?.commentText).toBe(text);
    // Posted, so the draft is gone.
    await page.reload();
    await expect(page.getByLabel(M.addComment)).toHaveValue('');
  });
});

onceAcrossBrands(test, 'harborbank', () => {
  test('the hostile post runs no script, and logs nothing', async ({ page, securityTestPost }) => {
    await serveHostilePostImages(page);
    const canary = await installXssCanary(page);
    await page.goto(`/blog/article/${securityTestPost.postId}/${securityTestPost.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(securityTestPost.title);
    await expect(comments(page).first()).toBeVisible();
    // Comments are plain text: the payloads show as typed.
    await expect(comments(page).first()).toContainText('<script>');
    for (const link of await page.locator('article a').all()) await link.hover({ force: true }).catch(() => undefined);
    await page.waitForTimeout(500);
    expect(await canary.value()).toBe(0);

    // And its listing page.
    await page.goto(`/blog?pageNumber=${securityTestPost.pageNumber}`);
    await expect(page.getByRole('heading', { name: securityTestPost.title })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await canary.value()).toBe(0);
    expect(canary.dialogs()).toBe(0);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // The article's look at phone width is axe-checked on every brand in reading-layout.spec.ts.
  onceAcrossBrands(test, 'starfolio');

  test('articles fit the screen', async ({ page, axe, securityTestPost }) => {
    await serveHostilePostImages(page);
    await page.goto(`/blog/article/${LONG_POST}/what-is-a-sip/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: M.continueReading }).click();
    await expect(page.getByRole('region', { name: 'Page 2' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await axe(page);
    await page.goto(`/blog/article/${securityTestPost.postId}/${securityTestPost.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
