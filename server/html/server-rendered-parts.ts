/**
 * The lazily loaded parts of pages that the server renders in their HTML (`preloadableLazy`: a page loads
 * their code before it hydrates, decision 0285). Their stylesheets are in the page from the start, with
 * the page's own (client-assets.ts, decision 0309): loaded with their code, a stylesheet came after the
 * server's HTML had been shown without it (a basket's constituents as a wide table on a phone, turned
 * into cards a second later, and never without scripts) and made the browser restyle the whole page.
 * Every `preloadableLazy` import in src/ is in this list or in AFTER_HYDRATION_PARTS
 * (server-rendered-parts.test.ts).
 */
export const SERVER_RENDERED_PARTS: readonly string[] = [
  'src/features/analytics/components/consent-banner.tsx',
  'src/features/baskets/page/basket-faqs.tsx',
  'src/features/baskets/page/constituents-section.tsx',
  'src/features/baskets/page/performance-section.tsx',
  'src/features/baskets/page/rebalance-timeline.tsx',
  'src/features/baskets/page/verification-section.tsx',
];

/** Parts loaded with `preloadableLazy` that the server never renders: the account menu's panel, shown once opened. */
export const AFTER_HYDRATION_PARTS: readonly string[] = ['src/features/auth/components/account-menu.tsx'];
