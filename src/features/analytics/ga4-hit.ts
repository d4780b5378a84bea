import { GA4_COLLECT_URL } from '#contract/analytics/types';
import type { Visit } from './ga4-identity';
import type { PageView } from './analytics-sink';

/** Everything one GA4 page_view hit says. */
export interface Ga4PageViewHit extends PageView {
  /** The brand's measurement id (brand.json `analytics.googleAnalyticsId`). */
  measurementId: string;
  visit: Visit;
  /** A random number fixed for the page load (gtag.js's `_p`). */
  pageLoadId: number;
  /** The hit's number within the page load, from 1 (`_s`). */
  hitNumber: number;
  /** The browser's language (`ul`), e.g. "en-in". */
  language: string;
  /** The screen's size (`sr`), e.g. "1280x720". */
  screen: string;
}

/**
 * The collection request for one page view, in the form gtag.js sends (GA4's /g/collect, protocol
 * version 2): request parameters, then the client and session, then the event and its page.
 */
export function ga4PageViewUrl(hit: Ga4PageViewHit): string {
  const { identity, firstVisit, sessionStart } = hit.visit;
  const params = new URLSearchParams({
    v: '2',
    tid: hit.measurementId,
    _p: String(hit.pageLoadId),
    ul: hit.language.toLowerCase(),
    sr: hit.screen,
    cid: identity.cid,
    _s: String(hit.hitNumber),
    sid: String(identity.sid),
    sct: String(identity.sct),
    // The session counts as engaged from its second page view.
    seg: identity.views > 1 ? '1' : '0',
  });
  if (firstVisit) params.set('_fv', '1');
  if (sessionStart) params.set('_ss', '1');
  params.set('en', 'page_view');
  params.set('dl', hit.location);
  if (hit.referrer) params.set('dr', hit.referrer);
  params.set('dt', hit.title);
  return `${GA4_COLLECT_URL}?${params}`;
}
