import type { BrowserContext, Page, Request } from '@playwright/test';
import { GA4_COLLECT_ORIGIN, GA4_COLLECT_URL } from '#contract/analytics/types';
import type { BrandConfig } from '../../../brands/schema';
import { analyticsKeys, encodeConsent, type ConsentChoice } from '../../../src/features/analytics/consent';

/**
 * Every page of the brand's site in the context starts with this analytics choice already stored.
 * Pages of other sites (the partner page that embeds the widget) are left alone.
 */
export async function presetAnalyticsConsent(context: BrowserContext, brand: BrandConfig, choice: ConsentChoice) {
  await context.addInitScript(
    ({ hosts, key, value }) => {
      if (!hosts.includes(location.hostname)) return;
      try {
        localStorage.setItem(key, value);
      } catch {
        // Storage refused: the page starts with no choice.
      }
    },
    { hosts: brand.hosts, key: analyticsKeys(brand.id).consent, value: encodeConsent(choice, Date.now()) },
  );
}

/**
 * Every request the page makes to Google Analytics' origin, answered here (the machine cannot reach
 * Google, and a test must never send to it) with the 204 the endpoint gives.
 */
export async function collectAnalytics(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(
    (url) => url.origin === GA4_COLLECT_ORIGIN,
    async (route) => {
      requests.push(route.request());
      await route.fulfill({ status: 204 });
    },
  );
  return requests;
}

/** The page views among them, as their query parameters. */
export const pageViews = (requests: Request[]) =>
  requests
    .filter((r) => r.url().startsWith(`${GA4_COLLECT_URL}?`))
    .map((r) => new URL(r.url()).searchParams)
    .filter((p) => p.get('en') === 'page_view');
