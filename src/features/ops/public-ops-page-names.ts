/**
 * The names of the two operations screens anyone may find, /contact/ and /faq/: their routes' heads
 * load with every page, the other screens' names with those screens (decision 0279).
 */
export const PUBLIC_OPS_PAGE_NAMES = {
  contact: 'Talk to us',
  faq: 'Frequently asked questions',
} as const;
