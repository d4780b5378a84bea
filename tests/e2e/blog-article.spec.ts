import { test, expect } from './support/fixtures';
import { apiPost, expectNoHorizontalOverflow, logIn, serveHostilePostImages } from './support/blog';
import { installXssCanary } from './support/blog-security';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { COMMENT_MESSAGES as C } from '../../src/features/blog/comment-messages';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import { formatDate } from '#contract/locale/format';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import { accountMenu } from './support/session';
import { LONG_POST, PREMIUM_POST, comments, likeButton } from './support/blog-article-posts';

test.use({ videoPlayersStubbed: true });

// Reading is alike on every brand: once (decision 0099).
onceAcrossBrands(test, 'arrowline', () => {
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
    await expect(page.getByRole('heading', { name: `${C.comments} (${post.commentCount})` })).toBeVisible();
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

// The teaser and its offer are alike on every brand: once (decision 0099).
onceAcrossBrands(test, 'moneyleaf', () => {
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
});

// A subscriber who signs in with the site's own account, and one who signs in through the broker.
onBrands(test, ['moneyleaf', 'harborbank'], () => {
  test('premium: locked for a logged-in non-subscriber, whole for a subscriber', async ({ page, brand }) => {
    await page.goto(`/blog/article/${PREMIUM_POST}/x/`);
    await logIn(page, brand, 'investor');
    await expect(page.getByRole('region', { name: M.premiumTitle })).toBeVisible();
    const teaser = await page.locator('article').innerText();

    // Signed out through the app: a cookie deleted behind its back would leave the app's own calls for the
    // first reader (its like status) on their way, to be answered 401.
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
    await logIn(page, brand, 'subscriber');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: M.premiumTitle })).toHaveCount(0);
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(teaser.length);
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
