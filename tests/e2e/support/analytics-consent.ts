import type { Page, Request } from '@playwright/test';
import { EMBED_FRAME_HOSTS } from '#contract/web-widget/embed-hosts';
import { ANALYTICS_MESSAGES as M } from '../../../src/features/analytics/messages';

/** The consent banner, the footer's settings button, and what a page sent off its own site. */

export const banner = (page: Page) => page.getByRole('region', { name: M.bannerTitle });
export const settingsButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: M.settings });

/**
 * What the page asked for beyond its own site and the video players an article embeds, and whether it
 * fetched the page-view tracker.
 */
export function watchRequests(page: Page, origin: string) {
  const offSite: string[] = [];
  const tracker: string[] = [];
  const players: readonly string[] = EMBED_FRAME_HOSTS;
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.origin !== origin && !players.includes(url.hostname)) offSite.push(r.url());
    else if (/\/assets\/start-page-views-[\w-]+\.js$/.test(url.pathname)) tracker.push(url.pathname);
  });
  return { offSite, tracker };
}

export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
