import { expect } from './support/fixtures';
import { whereBrand } from './support/brand-shard';
import { partnerAllowed, test, widget } from './support/widget';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { COMMENT_MESSAGES as C } from '../../src/features/blog/comment-messages';
import { AUTH_MESSAGES as AUTH } from '../../src/features/auth/messages';
import { WIDGET_MESSAGES as W } from '../../src/widget/messages';
import { FRAGMENT } from '../../server/auth/page-messages';

/**
 * The embedded blog widget on the partner demo site (server/demo/), a different origin from every
 * brand. Brands that do not offer the widget to partner.localhost are covered by
 * widget-embedding.spec.ts ('a site that may not embed the blog').
 */
whereBrand(
  test,
  (brand, baseURL) => partnerAllowed(baseURL, brand),
  'this brand does not let partner.localhost embed its blog',
);
test.use({ videoPlayersStubbed: true });

test('renders lead, side, All Stories and Popular from the real API; a story opens on the detail page', async ({
  page,
  demo,
  brand,
  axe,
}) => {
  const list = await demo.list();
  await page.goto(demo.url());
  const w = widget(page);

  const lead = w.locator('[data-story="lead"]');
  await expect(lead.getByRole('heading', { level: 2 })).toHaveText(list.main[0]!.title);
  const side = w.locator('[data-story="side"]');
  await expect(side).toHaveCount(3);
  for (const [i, post] of list.main.slice(1, 4).entries())
    await expect(side.nth(i).getByRole('heading')).toHaveText(post.title);
  await expect(w.getByRole('heading', { name: M.allStories, level: 2 })).toBeVisible();
  await expect(w.locator('[data-story="all"]')).toHaveCount(list.main.length - 4);
  const popular = w.getByRole('region', { name: M.popularOn(brand.displayName) });
  await expect(popular.getByRole('listitem')).toHaveCount(list.popular.length);
  await expect(popular.getByRole('listitem').first()).toContainText(`01${list.popular[0]!.title}`);

  // Images come from the brand's server (they are /media/… paths in the API), not the partner's.
  const image = lead.locator('img').first();
  await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(
    new RegExp(`^${demo.brandOrigin}/media/posts/`),
  );
  // The host page keeps its own title.
  await expect(page).toHaveTitle('Markets blog — The Daily Ledger');
  await axe(page, '#tl-blogs');

  // A story link goes to the configured detail page, which renders that post.
  const story = list.main[1]!;
  const detail = demo.storyUrl(story);
  const link = side.first().getByRole('link', { name: story.title });
  await expect(link).toHaveAttribute('href', detail);
  await link.click();
  await expect(page).toHaveURL(detail);
  await expect(w.getByRole('heading', { level: 1 })).toHaveText(story.title);
  await expect(w.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await expect(page).toHaveTitle('Story — The Daily Ledger');
  await axe(page, '#tl-blogs');

  // 'Back to all stories' returns to the list page the reader came from.
  await w.getByRole('link', { name: M.backToBlog }).click();
  await expect(page).toHaveURL(demo.url());
  await expect(lead).toBeVisible();
});

test('a premium post shows the subscription-required page to a visitor, and its Log in the login prompt', async ({
  page,
  demo,
  brand,
  axe,
}) => {
  const premium = await demo.firstPremiumPost();
  await page.goto(demo.storyUrl(premium));
  const w = widget(page);

  const subscription = page.getByRole('dialog', { name: AUTH.subscriptionTitle });
  await expect(subscription).toBeVisible();
  await expect(subscription.getByRole('heading', { name: FRAGMENT.subscriptionTitle })).toBeAttached();
  // Its links lead to the brand's site, in a new tab.
  const subscribe = subscription.getByRole('link', { name: FRAGMENT.subscribe });
  await expect(subscribe).toHaveAttribute('href', new RegExp(`^${demo.brandOrigin}/featured/all/`));
  await expect(subscribe).toHaveAttribute('target', '_blank');
  await axe(page, '#tl-blogs');

  // Escape closes it; the teaser and the gate are behind it.
  await page.keyboard.press('Escape');
  await expect(subscription).toBeHidden();
  await expect(w.getByRole('heading', { level: 1 })).toHaveText(premium.title);
  const gate = w.getByRole('button', { name: M.premiumAction });
  await gate.click();
  await expect(subscription).toBeVisible();
  await subscription.getByRole('button', { name: FRAGMENT.login }).click();

  const login = page.getByRole('dialog', { name: AUTH.loginTitle(brand.displayName) });
  await expect(login).toBeVisible();
  await expect(subscription).toBeHidden();
  await expect(login.getByRole('link', { name: W.continueOnBrand(brand.displayName) })).toHaveAttribute(
    'href',
    `${demo.brandOrigin}/blog/article/${premium.postId}/${premium.slug}/`,
  );
  await axe(page, '#tl-blogs');
  await login.getByRole('button', { name: AUTH.close }).click();
  await expect(login).toBeHidden();
});

test('Like and posting a comment open the login prompt; the partner site gets no cookie and no storage', async ({
  page,
  demo,
  context,
  brand,
}) => {
  const post = (await demo.list()).main[0]!;
  await page.goto(demo.storyUrl(post));
  const like = widget(page).getByRole('button', { name: M.like });
  await like.click();

  const login = page.getByRole('dialog', { name: AUTH.loginTitle(brand.displayName) });
  const cont = login.getByRole('link', { name: W.continueOnBrand(brand.displayName) });
  await expect(cont).toBeFocused();
  await expect(cont).toHaveAttribute('target', '_blank');
  await expect(login).toContainText(W.loginText(brand.displayName));
  // The broker sign-ins of the visitor login-modal page, when the brand offers them, lead to the brand's site.
  const brokers = brand.loginType === 'starfolio' ? [] : brand.brokers;
  const brokerLinks = login.locator('[data-fragment-box="login-modal"] a');
  await expect(brokerLinks).toHaveCount(brokers.length);
  for (const [i, b] of brokers.entries()) {
    await expect(brokerLinks.nth(i)).toHaveAttribute(
      'href',
      // On a brand entered only through its broker, the broker's own sign-in (decision 0243).
      `${demo.brandOrigin}/${brand.segment}${brand.loginType === 'broker' ? `/api/broker/login/${b.id}/` : b.loginPath}?next=${encodeURIComponent(`/blog/article/${post.postId}/${post.slug}/`)}`,
    );
  }
  // Focus returns to the Like button.
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(like).toBeFocused();

  // Posting a comment asks for the login too, and keeps what was typed.
  const box = widget(page).getByRole('textbox', { name: C.addComment });
  await box.fill('Useful, thanks.');
  await widget(page).getByRole('button', { name: C.postComment }).click();
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('Useful, thanks.');

  expect(await context.cookies(demo.origin)).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test("the partner site's own storage never signs the reader in", async ({ page, demo, brand }) => {
  const post = (await demo.list()).main[0]!;
  // A partner site may keep keys of the same names as the app's for its own readers.
  await page.addInitScript(
    (user) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userInfo', JSON.stringify(user));
    },
    { id: 1, name: 'Partner reader', email: 'reader@partner.example', isSubscriber: true },
  );
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.goto(demo.storyUrl(post));
  await widget(page).getByRole('button', { name: M.like }).click();
  await expect(page.getByRole('dialog', { name: AUTH.loginTitle(brand.displayName) })).toBeVisible();
  expect(posts).toEqual([]);
});

test('the video dialog is a modal in the top layer; Escape closes it and focus returns', async ({ page, demo }) => {
  await page.goto(demo.url());
  const play = widget(page)
    .getByRole('button', { name: /^Play video: / })
    .first();
  await expect(play).toBeVisible();
  const title = ((await play.getAttribute('aria-label')) ?? '').replace('Play video: ', '');
  await play.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /autoplay=1/);
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
});

test('on a one-page site the widget moves between list and story in place, with the back button', async ({
  page,
  demo,
}) => {
  const list = await demo.list();
  const listUrl = demo.url('/blog/', { variant: 'one-page' });
  await page.goto(listUrl);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const w = widget(page);
  const lead = list.main[0]!;
  await w.locator('[data-story="lead"]').getByRole('link', { name: lead.title }).click();
  await expect(page).toHaveURL(demo.storyUrl(lead, { variant: 'one-page' }, '/blog/'));
  await expect(w.getByRole('heading', { level: 1 })).toHaveText(lead.title);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(w.locator('[data-story="lead"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('an unknown story says so and links back to the list', async ({ page, demo, axe, consoleErrors }) => {
  await page.goto(demo.url('/blog/post', { 'tl-post': '2147483647-nothing-here' }));
  const w = widget(page);
  await expect(w.getByRole('alert')).toContainText(W.storyNotFound);
  await expect(w.getByRole('link', { name: W.allStories })).toHaveAttribute('href', demo.url('/blog/post'));
  await axe(page, '#tl-blogs');
  // The API's 404 for the post is the browser's console error; nothing else may be.
  expect(consoleErrors.filter((e) => !/^Failed to load resource: .*404/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test('at 360 px the widget fits the screen', async ({ page, demo }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(demo.url());
  await expect(widget(page).locator('[data-story="lead"]')).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
