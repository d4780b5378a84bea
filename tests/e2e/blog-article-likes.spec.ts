import { test, expect } from './support/fixtures';
import { apiComments, apiLikeState, logIn } from './support/blog';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { COMMENT_MESSAGES as C } from '../../src/features/blog/comment-messages';
import { AUTH_MESSAGES } from '../../src/features/auth/messages';
import { hydrated } from './support/app-ready';
import { onceAcrossBrands } from './support/brand-shard';
import {
  comments,
  draftCommentPost,
  likeButton,
  likeStatusAnswer,
  ownPost,
  refusedLikePost,
} from './support/blog-article-posts';

test.use({ videoPlayersStubbed: true });

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
    const field = page.getByLabel(C.addComment);
    await page.getByRole('button', { name: C.postComment }).click();
    await expect(page.getByText('Required field')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    const text = `Clear and useful, thank you (${brand.id} ${Date.now()})`;
    await field.fill(text);
    await expect(page.getByText('Required field')).toHaveCount(0);
    await page.getByRole('button', { name: C.postComment }).click();
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
    await hydrated(page.getByLabel(C.addComment));
    const loginDialog = page.getByRole('dialog', { name: AUTH_MESSAGES.loginTitle(brand.displayName) });
    await likeButton(page).click();
    await expect(loginDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog).toHaveCount(0);

    const text = `Typed before logging in (${brand.id} ${Date.now()})`;
    await page.getByLabel(C.addComment).fill(text);
    await page.getByRole('button', { name: C.postComment }).click();
    await expect(loginDialog).toBeVisible();
    await page.keyboard.press('Escape');

    await logIn(page, brand, 'investor');
    await expect(page.getByLabel(C.addComment)).toHaveValue(text);
    await page.getByRole('button', { name: C.postComment }).click();
    await expect(comments(page).first()).toContainText(text);
    expect((await apiComments(page, brand, draftCommentPost(brand.id)))[0]?.commentText).toBe(text);
    // Posted, so the draft is gone.
    await page.reload();
    await expect(page.getByLabel(C.addComment)).toHaveValue('');
  });
});
