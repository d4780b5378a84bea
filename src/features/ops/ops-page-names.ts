import { DEALER_REPORT_TITLES, isDealerReport } from '#contract/dealer/route-rules';
import { PUBLIC_OPS_PAGE_NAMES } from './public-ops-page-names';

/**
 * Each operations screen's name (docs/operations.md): the first part of its title ('File a complaint —
 * Starfolio', src/app/private-page-texts.ts) and, to a visitor, the heading of its sign-in notice (the gates
 * in components/ops-gates.tsx), so the two always agree.
 */
export const OPS_PAGE_NAMES = {
  complaints: 'Complaints',
  complaintNew: 'File a complaint',
  complaint: 'Complaint',
  ...PUBLIC_OPS_PAGE_NAMES,
  dealer: 'Clients',
  importClient: 'Import clients',
  importJob: 'Import',
  importRebalance: 'Rebalance from a spreadsheet',
  importRebalanceSheet: 'Rebalance sheet',
  loginAsClient: 'Log in as a client',
  admin: 'Admin',
  adminUsers: 'Users and roles',
  adminAdvisers: 'Advisers',
  adminAdviser: 'Adviser details',
  adminFaqs: 'FAQs',
  adminWebsite: 'Website details',
  adminComplaints: 'Complaints',
  adminComplaint: 'Complaint',
  adminLeads: 'Leads',
  adminAum: 'AUM ledger',
  adminLogs: 'Client errors',
  adminAudit: 'Client view audit',
  adminStatus: 'Status incidents',
} as const;

/** The screens anyone may find (/contact/ and /faq/); every other one is behind a role (components/ops-gates.tsx). */
type PublicOpsPage = keyof typeof PUBLIC_OPS_PAGE_NAMES;
/** A screen behind a role: its route gives this one key to its head (app/ops-page-head.ts) and to its gate. */
export type PrivateOpsPage = Exclude<keyof typeof OPS_PAGE_NAMES, PublicOpsPage>;

/** A dealer report's name, as its h1 says ('Payment status'); 'Report' for a name that is none. */
export const dealerReportName = (report: string) => (isDealerReport(report) ? DEALER_REPORT_TITLES[report] : 'Report');
