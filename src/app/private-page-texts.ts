import type { BrandConfig } from '../lib/brand';
import { OPS_PAGE_NAMES, dealerReportName, type PrivateOpsPage } from '#src/features/ops/ops-page-names';
import { PUBLIC_OPS_PAGE_NAMES as N } from '#src/features/ops/public-ops-page-names';
import type { PageText } from './head-tags';
import { titled } from './page-head';

/**
 * The private pages' titles and descriptions (never indexed, contract/site/app-routes.ts): the reader's
 * own pages, the studio's and the operations screens'. Their routes' heads load this module when one of
 * them opens (page-head.ts `privateRoute`), so a visitor's first load holds none of it (decision 0279).
 */

/** The reader's own pages. */
export const accountPageTexts = {
  watchlist: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Watchlist'),
    description: `The baskets you are watching on ${brand.displayName}.`,
  }),
  investments: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Investments'),
    description: `Your baskets and investments on ${brand.displayName}: what you put in, what it is worth, and what needs you.`,
  }),
  investment: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Your investment'),
    description: `One of your basket investments on ${brand.displayName}: its holdings, value, cash flows and trades.`,
  }),
  saved: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Saved for reading offline'),
    description: `Articles you have opened on ${brand.displayName} on this device, ready to read without a connection.`,
  }),
  settings: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Settings'),
    description: `Your profile, password, notifications and signed-in devices on ${brand.displayName}, and the offline storage it uses on this device.`,
  }),
  subscriptions: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Subscriptions'),
    description: `Your advisers' plans on ${brand.displayName}: subscriptions, payments with GST invoices, and your risk profile.`,
  }),
  capitalGains: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Capital gains'),
    description: `Your capital gains on ${brand.displayName} by financial year: each sale's lots, the estimated tax, and the statement as XLSX and PDF.`,
  }),
  brokers: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Brokers'),
    description: `The broker accounts your orders on ${brand.displayName} are placed through: connect, sign in again, disconnect.`,
  }),
  loginError: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Broker sign-in failed'),
    description: `Why signing in at your broker from ${brand.displayName} did not finish, and how to try again.`,
  }),
  orders: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Orders'),
    description: `Every basket trade you placed on ${brand.displayName} through your broker, with each order's status.`,
  }),
  paymentCheckout: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Pay'),
    description: `Paying for a plan on ${brand.displayName}.`,
  }),
  paymentStatus: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Payment status'),
    description: `Whether your payment for a plan on ${brand.displayName} went through, with its invoice.`,
  }),
} as const;

/** The studio's pages. */
export const studioPageTexts = {
  studio: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Studio'),
    description: `Your baskets, subscribers and posts on ${brand.displayName}: what is published, what is a draft, and what rebalances next.`,
  }),
  studioNewBasket: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'New basket'),
    description: `Create a basket on ${brand.displayName}: stocks and weights, fees, rebalance frequency, and what investors read about it.`,
  }),
  studioBasket: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Edit basket'),
    description: `Edit one of your baskets on ${brand.displayName}.`,
  }),
  studioBasketPreview: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Basket preview'),
    description: `Your basket as investors will see it on ${brand.displayName}.`,
  }),
  studioConstituents: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Change stocks and weights'),
    description: `Publish a new version of a basket on ${brand.displayName}: its stocks, weights and why they changed.`,
  }),
  studioAutomated: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'New automated basket'),
    description: `A rules-based basket on ${brand.displayName}: which stocks, ranked how, weighted how.`,
  }),
  studioProposal: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Review the proposal'),
    description: `What an automated basket's rules propose on ${brand.displayName}, to review and publish.`,
  }),
  studioPosts: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Posts'),
    description: `Your blog posts on ${brand.displayName}: drafts, scheduled and published.`,
  }),
  studioNewPost: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'New post'),
    description: `Write a blog post for ${brand.displayName}.`,
  }),
  studioPost: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Edit post'),
    description: `Write and publish a blog post on ${brand.displayName}.`,
  }),
  studioPostPreview: (brand: BrandConfig): PageText => ({
    title: titled(brand, 'Post preview'),
    description: `Your post as readers will see it on ${brand.displayName}.`,
  }),
} as const;

/**
 * The operations screens' one description: they are never indexed. Each keeps its own title, as its
 * heading says.
 */
const privateText = (brand: BrandConfig, name: string): PageText => ({
  title: titled(brand, name),
  description: `A private page on ${brand.displayName}: sign in to see it.`,
});

/** Complaints, the dealer's, import, client view and admin screens (OPS_PAGE_NAMES, docs/operations.md). */
export const opsPageText =
  (page: PrivateOpsPage) =>
  (brand: BrandConfig): PageText =>
    privateText(brand, OPS_PAGE_NAMES[page]);

/** Each dealer report titled by its own name ('Payment status — Starfolio'), as its h1 says. */
export const dealerReportText =
  (report: string) =>
  (brand: BrandConfig): PageText =>
    privateText(brand, dealerReportName(report));

/**
 * /status/ (docs/status-page.md): a public, indexed page, whose words load with its head like the private
 * pages' (page-head.ts `privateHead`), so no other page's first load carries them (decision 0282).
 */
export const statusPageText = (brand: BrandConfig): PageText => ({
  title: titled(brand, 'Service status'),
  description: `Whether ${brand.displayName}'s brokers, payments, prices and order updates work now, measured by our server, and every incident of the last 90 days.`,
});

/**
 * The two operations screens anyone may find: their titles and descriptions (docs/operations.md). Public and
 * indexed, but their words too load with their heads (`privateHead`), not with every page (decision 0282).
 */
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
