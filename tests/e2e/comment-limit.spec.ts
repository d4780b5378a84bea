import { test, expect } from './support/fixtures';
import { COMMENT_MESSAGES as C } from '../../src/features/blog/comment-messages';
import { onceAcrossBrands } from './support/brand-shard';
import { hydrated } from './support/app-ready';

/** The comment box says its limit while typing and never cuts what was typed (api.md: 2,000 characters). */

const POST = 70;

/**
 * The counter and the refusal are in a fixed red (comments.css.ts), no brand's colour, on every brand's
 * white page; the article around them is axe-checked on every brand (blog-article.spec.ts). Each width
 * runs once, on a different brand.
 */
const ONCE_ON = { 360: 'harborbank', 1280: 'starfolio' } as const;

test.use({ videoPlayersStubbed: true });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const) {
  onceAcrossBrands(test, ONCE_ON[viewport.width], () => {
    test(`a counter gives the limit; a longer comment is kept whole and refused (${viewport.width} px)`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize(viewport);
      const posted: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/post/comment/add/')) posted.push(r.url());
      });
      await page.goto(`/blog/article/${POST}/what-is-a-risk-profile/`);
      const field = page.getByLabel(C.addComment);
      const counter = page.getByTestId('comment-counter');
      await expect(field).toBeVisible();
      await expect(counter).toHaveText(C.commentLimit(2000));
      await expect(field).toHaveAccessibleDescription(C.commentLimit(2000));
      // The comments hydrate after the page (they load behind Suspense): type once React owns the box.
      await hydrated(field);

      await field.pressSequentially('Useful');
      await expect(counter).toHaveText(C.commentCharsLeft(1994));
      // Screen readers hear the count once typing pauses.
      await expect(page.locator('[aria-live="polite"]').filter({ hasText: C.commentCharsLeft(1994) })).toHaveCount(1);

      // A pasted text one over the limit stays whole: nothing is cut.
      const long = 'x'.repeat(2001);
      await field.fill(long);
      await expect(field).toHaveValue(long);
      await expect(counter).toHaveText(C.commentCharsOver(1));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(C.commentCharsOver(1));
      const colours = await counter.evaluate((el) => getComputedStyle(el).color);
      expect(colours).toBe('rgb(185, 28, 28)');
      await axe(page);

      // Refused, visibly, and nothing is sent.
      await page.getByRole('button', { name: C.postComment }).click();
      await expect(page.getByRole('alert').filter({ hasText: C.commentTooLong(2000) })).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(`${C.commentCharsOver(1)} ${C.commentTooLong(2000)}`);
      expect(posted).toEqual([]);
      await expect(field).toHaveValue(long);

      // Back at the limit: allowed again.
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await expect(counter).toHaveText(C.commentCharsLeft(0));
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: C.commentTooLong(2000) })).toHaveCount(0);
    });
  });
}
