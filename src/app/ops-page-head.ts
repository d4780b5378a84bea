import { OPS_PAGE_NAMES as N, dealerReportName, type PrivateOpsPage } from '#src/features/ops/ops-page-names';
import type { BrandConfig } from '../lib/brand';
import type { PageText } from './head-tags';
import { privateRoute, titled } from './page-head';

/**
 * The private pages' one description: they are never indexed, and a sentence each would load with
 * every page, as route heads do (decision 0228). Each keeps its own title, as its heading says.
 */
const privateText = (brand: BrandConfig, name: string): PageText => ({
  title: titled(brand, name),
  description: `A private page on ${brand.displayName}: sign in to see it.`,
});

/** The operations screens' titles and descriptions (docs/operations.md). */
export const opsPageTexts = {
  contact: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.contact),
    description: `Talk to ${brand.displayName}: ask about baskets, plans or your account, and we call or write back.`,
  }),
  faq: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.faq),
    description: `Answers to common questions about baskets, plans, brokers and payments on ${brand.displayName}.`,
  }),
  /** Complaints, the dealer's, import, client view and admin screens: private (OPS_PAGE_NAMES). */
  private:
    (page: PrivateOpsPage) =>
    (brand: BrandConfig): PageText =>
      privateText(brand, N[page]),
  /** Each report titled by its own name ('Payment status — Starfolio'), as its h1 says. */
  dealerReport: (brand: BrandConfig, report: string): PageText => privateText(brand, dealerReportName(report)),
};

/** An operations screen's route options (page-head.ts `privateRoute`): titled by its name, the name its gate's notice is headed by. */
export const opsRoute = (page: PrivateOpsPage) => privateRoute(opsPageTexts.private(page));
