import { OPS_PAGE_NAMES as N, dealerReportName } from '#src/features/ops/ops-page-names';
import type { BrandConfig } from '../lib/brand';
import type { PageText } from './head-tags';
import { titled } from './page-head';

/**
 * The client import's four screens share one description: they are private and never indexed, and each
 * sentence would load with every page (decision 0208).
 */
const importText = (brand: BrandConfig, title: string): PageText => ({
  title: titled(brand, title),
  description: `Onboard clients to ${brand.displayName} and set their target weights from a spreadsheet.`,
});

/** The operations screens' titles (docs/operations.md); all but /contact/ and /faq/ are private. */
export const opsPageTexts = {
  complaints: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.complaints),
    description: `Your complaints on ${brand.displayName}: each one's reference, status and the time left to resolve it.`,
  }),
  complaintNew: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.complaintNew),
    description: `File a complaint with ${brand.displayName}: we answer within 21 days, as SEBI's SCORES expects.`,
  }),
  complaint: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.complaint),
    description: `One of your complaints on ${brand.displayName}: what you wrote, our answers and its status.`,
  }),
  contact: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.contact),
    description: `Talk to ${brand.displayName}: ask about baskets, plans or your account, and we call or write back.`,
  }),
  faq: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.faq),
    description: `Answers to common questions about baskets, plans, brokers and payments on ${brand.displayName}.`,
  }),
  dealer: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.dealer),
    description: `Your clients on ${brand.displayName}: their investments, subscriptions and payment links.`,
  }),
  /** Each report titled by its own name ('Payment status — Starfolio'), as its h1 says. */
  dealerReport: (brand: BrandConfig, report: string): PageText => ({
    title: titled(brand, dealerReportName(report)),
    description: `A report on your clients on ${brand.displayName}, to filter and export.`,
  }),
  importClient: (brand: BrandConfig) => importText(brand, N.importClient),
  importJob: (brand: BrandConfig) => importText(brand, N.importJob),
  importRebalance: (brand: BrandConfig) => importText(brand, N.importRebalance),
  importRebalanceSheet: (brand: BrandConfig) => importText(brand, N.importRebalanceSheet),
  loginAsClient: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.loginAsClient),
    description: `Open a client's view of ${brand.displayName} to help them, without their password; every visit is recorded.`,
  }),
  admin: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.admin),
    description: `Run ${brand.displayName}: its brands and features at a glance, and the admin areas.`,
  }),
  adminUsers: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminUsers),
    description: `The users of ${brand.displayName} and the roles they hold.`,
  }),
  adminAdvisers: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminAdvisers),
    description: `The advisers on ${brand.displayName} and the details investors see about them.`,
  }),
  adminAdviser: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminAdviser),
    description: `Edit an adviser's details on ${brand.displayName}.`,
  }),
  adminFaqs: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminFaqs),
    description: `The frequently asked questions ${brand.displayName} answers, to add, edit and remove.`,
  }),
  adminWebsite: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminWebsite),
    description: `The company and contact details ${brand.displayName} shows its readers.`,
  }),
  adminComplaints: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminComplaints),
    description: `Investors' complaints on ${brand.displayName}, oldest clock first.`,
  }),
  adminComplaint: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminComplaint),
    description: `One complaint on ${brand.displayName}: answer it and close it.`,
  }),
  adminLeads: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminLeads),
    description: `Who asked ${brand.displayName} to talk to them, to follow up and export.`,
  }),
  adminAum: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminAum),
    description: `Assets under advice per adviser per day on ${brand.displayName}.`,
  }),
  adminLogs: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminLogs),
    description: `Errors readers' browsers reported on ${brand.displayName}.`,
  }),
  adminAudit: (brand: BrandConfig): PageText => ({
    title: titled(brand, N.adminAudit),
    description: `Who opened which client's view on ${brand.displayName}, when, and what they did.`,
  }),
};
