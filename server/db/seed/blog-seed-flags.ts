/** Which seeded posts are premium, long, undated, untagged or drafts. */
import { parseTopics } from './blog-seed-topic';

/** Premium posts: readers who are not subscribers see only the teaser. */
export const premiumSlugs = new Set([
  'momentum-leaders-explained',
  'banking-titans-basket',
  'digital-india-basket',
  'consumption-story-basket',
  'green-energy-transition',
  'sector-note-pharma',
  'sector-note-capital-goods',
  'sector-note-power',
  'tax-on-basket-rebalancing',
]);

/** Long posts and their number of pages (split at page breaks). */
export const pageCounts = new Map<string, 2 | 3>([
  ['momentum-leaders-explained', 3],
  ['what-is-a-sip', 3],
  ['ltcg-on-equity', 3],
  ['quality-compounders-2026', 2],
  ['banking-titans-basket', 2],
  ['sector-note-it-services', 2],
  ['tax-loss-harvesting', 2],
  ['rebalance-notification', 2],
  ['ria-vs-research-analyst', 2],
  ['cagr-explained', 2],
]);

/** Evergreen guides published without a date: they sort after every dated post. */
export const undatedSlugs = new Set([
  'emergency-fund-first',
  'behavioural-mistakes',
  'compounding-and-patience',
  'order-window',
]);

/** Posts shown without a tag chip. */
export const untaggedSlugs = new Set(['partial-fills', 'closing-an-investment', 'diversification-basics']);

/** Drafts: never listed, and their details are a 404. */
export const draftTopics = parseTopics(`
draft-budget-preview | Budget preview: what to watch for investors
Draft: expectations for capital gains tax, securities transaction tax and the fiscal deficit.
- Capital gains rates and exemptions
- Securities transaction tax on derivatives
- The borrowing programme and bond yields

draft-results-season | Results season checklist
Draft: the numbers to read first when quarterly results arrive.
- Revenue growth against volume growth
- Operating margin against the last four quarters
- Management commentary on demand
`);
