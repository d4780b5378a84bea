/**
 * Where page views go. The app tracks navigation and knows nothing of the service behind it: the
 * Google Analytics 4 sink (ga4-sink.ts) is the one in use; docs/analytics.md says how another (a
 * first-party relay, gtag.js) would take its place.
 */
export interface PageView {
  /** The page's full address, without its #fragment. */
  location: string;
  /** The page's title, as its route head sets document.title. */
  title: string;
  /** The address the reader came from: only on the first page view of a page load, when there is one. */
  referrer?: string;
}

export interface AnalyticsSink {
  /** Records one page view. Never throws: analytics must not disturb the reader. */
  pageView(view: PageView): void;
}
