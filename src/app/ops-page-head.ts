import { PUBLIC_OPS_PAGE_NAMES as N } from '#src/features/ops/public-ops-page-names';
import type { PrivateOpsPage } from '#src/features/ops/ops-page-names';
import type { BrandConfig } from '../lib/brand';
import type { PageText } from './head-tags';
import { privateRoute, titled } from './page-head';

/** The two operations screens anyone may find: their titles and descriptions (docs/operations.md). */
export const opsPageTexts = {
  contact: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.contact),
    description: `Talk to ${brand.displayName}: ask about baskets, plans or your account, and we call or write back.`,
  }),
  faq: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.faq),
    description: `Answers to common questions about baskets, plans, brokers and payments on ${brand.displayName}.`,
  }),
};

/**
 * A screen behind a role: its route options (page-head.ts `privateRoute`), titled by its name
 * (private-page-texts.ts), the name its gate's notice is headed by.
 */
export const opsRoute = (page: PrivateOpsPage) => privateRoute((texts) => texts.opsPageText(page));
