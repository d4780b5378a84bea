/**
 * Google Analytics 4: where the app sends a page view (src/features/analytics/ga4-hit.ts) and what
 * the server's CSP lets it reach for a brand with an analytics id (server/security/headers.ts).
 * Nothing else of Google Analytics is loaded or allowed (docs/analytics.md).
 */
export const GA4_COLLECT_ORIGIN = 'https://www.google-analytics.com';
export const GA4_COLLECT_URL = `${GA4_COLLECT_ORIGIN}/g/collect`;
