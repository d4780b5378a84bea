import { expect, type Page } from '@playwright/test';
import type { BrandConfig } from '../../../brands/schema';
import type { PostDetailBody, PostListBody } from '#contract/blog/types';
import { fetchInPage } from './in-page';

/** Seeded users (server/db/seed/users.ts); on broker-only brands, the broker's seeded clients. */
export const USERS = {
  investor: { email: 'investor@example.com', password: 'Investor@123', clientCode: 'INVESTOR1' },
  subscriber: { email: 'subscriber@example.com', password: 'Subscriber@123', clientCode: 'SUBSCRIBER1' },
} as const;

const VIDEO_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//;

/** The machine has no internet: a tiny local page stands in for the video players, so frames load cleanly. */
export async function stubVideoPlayers(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(VIDEO_HOSTS, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><main><h1>Video player</h1></main></html>',
    });
  });
  return requested;
}

/** A 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Paths of this site that hold real files or answers; any other path is a 404 (contract/site/app-routes.ts). */
const SITE_FILES =
  /^\/(assets|media|icons|widget|[a-z][a-z0-9-]*\/api)\/|^\/(favicon\.svg|manifest\.webmanifest|sw\.js)$/;

/**
 * The hostile post (a test fixture the suite seeds; page 8 of the listing) points its images at /a.jpg and /favicon.ico, and at
 * relative junk (`src=x`, `src=1`, …) that resolves to paths that are no page; this site answers all
 * of them 404, and those 404s would be console errors that say nothing about script. Serve a real
 * image there instead (so an `onload` payload would get its chance to fire, too).
 */
export async function serveHostilePostImages(page: Page) {
  await page.route(/\/(a\.jpg|favicon\.ico)$/, (route) => route.fulfill({ contentType: 'image/gif', body: PIXEL }));
  await page.route(
    (url) => !SITE_FILES.test(url.pathname),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/gif', body: PIXEL })
        : route.fallback(),
  );
}

/**
 * Logs in from the page as the login form would: through the API, or on a brand whose only way in is
 * its broker (loginType 'broker'), through the broker's sign-in page. Then reloads and waits for the
 * app to know.
 */
export async function logIn(page: Page, brand: BrandConfig, who: keyof typeof USERS) {
  const broker = brand.loginType === 'broker' ? `/${brand.segment}${brand.brokers[0]!.loginPath}` : null;
  const status = await page.evaluate(
    async ({ segment, broker, email, password, clientCode }) => {
      const csrf = () =>
        decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('csrftoken='))
            ?.slice('csrftoken='.length) ?? '',
        );
      if (broker) {
        // The page's hidden field holds the same token as the cookie (after this GET, surely set).
        await fetch(broker, { credentials: 'include' });
        const form = new URLSearchParams({ csrfmiddlewaretoken: csrf(), next: '/', clientCode, password });
        const res = await fetch(broker, { method: 'POST', credentials: 'include', body: form, redirect: 'manual' });
        return res.type === 'opaqueredirect' ? 200 : res.status;
      }
      const res = await fetch(`/${segment}/api/auth/login/`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'X-CSRFToken': csrf() },
        body: JSON.stringify({ email, password }),
      });
      return res.status;
    },
    { segment: brand.segment, broker, ...USERS[who] },
  );
  expect(status, `login as ${who}`).toBe(200);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/auth/userinfo/') && r.status() === 200),
    page.reload(),
  ]);
  // The app has stored who signed in (the header names them): a page opened next starts knowing it.
  // On a loaded machine the answer above could be in while the app had not yet kept it, and the next
  // page learnt the reader after hydrating and asked again for what it had shown.
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
}

/** One page of the listing, straight from the API (to compare the screen with). */
export async function apiList(page: Page, brand: BrandConfig, pageNumber: number): Promise<PostListBody> {
  // Parameters in the other order, so recordListCalls() never counts the test's own call as the app's.
  const res = await fetchInPage(page, `/${brand.segment}/api/post/list/?perPageCount=10&pageNumber=${pageNumber}`);
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as { body: PostListBody }).body;
}

export async function apiPost(page: Page, brand: BrandConfig, postId: number) {
  const res = await fetchInPage(page, `/${brand.segment}/api/post/details/?postId=${postId}`);
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as { body: PostDetailBody }).body.post;
}

/** The newest comments on a post, from the server. */
export async function apiComments(page: Page, brand: BrandConfig, postId: number) {
  const res = await fetchInPage(
    page,
    `/${brand.segment}/api/post/comment/list/${postId}/?pageNumber=1&perPageCount=10`,
  );
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as { body: { comments: Array<{ commentText: string }> } }).body.comments;
}

/** The server's like state for the logged-in user (the app's cache plays no part). */
export async function apiLikeState(page: Page, brand: BrandConfig, postId: number) {
  return page.evaluate(
    async ({ segment, postId }) => {
      const jwt = document.cookie
        .split('; ')
        .find((c) => c.startsWith('jwt='))
        ?.slice('jwt='.length);
      const res = await fetch(`/${segment}/api/post/list/like-status/?postIds=${postId}`, {
        credentials: 'include',
        headers: jwt ? { KEY: decodeURIComponent(jwt) } : {},
      });
      const json = (await res.json()) as { body: { likes: Record<string, { liked: boolean; likeCount: number }> } };
      return json.body.likes[String(postId)]!;
    },
    { segment: brand.segment, postId },
  );
}

/** Query strings of the listing calls the app made, in order (e.g. '?pageNumber=2&perPageCount=10'). */
export function recordListCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/\/api\/(analysis\/)?post\/list\/$/.test(url.pathname) && url.search.startsWith('?pageNumber=')) {
      calls.push(url.search);
    }
  });
  return calls;
}

export const pagesRequested = (calls: string[]) => calls.map((s) => Number(new URLSearchParams(s).get('pageNumber')));

/**
 * Scroll so that the bottom of the viewport sits at `share` of the page height (the listing loads the
 * next page past 0.7).
 */
export async function scrollToShare(page: Page, share: number) {
  await page.evaluate((s) => {
    const el = document.documentElement;
    window.scrollTo(0, Math.max(0, s * el.scrollHeight - window.innerHeight));
  }, share);
}

/** No element makes the page wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
