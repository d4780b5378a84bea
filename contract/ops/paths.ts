import { SITE_CLIENT_API } from '#contract/site/client-paths';

/**
 * The operations areas' API paths (docs/operations.md), under /{brand segment}/api/: part of `API`
 * (contract/http/api-paths.ts), kept here so each file stays readable.
 */
export const OPS_API = {
  /**
   * Complaints (docs/complaints.md): an investor files and follows their own; admins answer and close
   * them. Each has a reference, a status and SEBI's 21-day resolution clock (SCORES).
   */
  complaints: {
    /** GET ?page=: ComplaintsBody, the signed-in investor's complaints, newest first. */
    list: 'complaints/',
    /** POST multipart { category, text, client_key, files[] }: ComplaintBody (idempotent on client_key). */
    create: 'complaints/create/',
    /** GET: ComplaintBody with its history; 404 for another investor's. */
    detail: (reference: string) => `complaints/${reference}/`,
    /** GET ?status=&page=: admins' list, oldest clock first. */
    adminList: 'admin/complaints/',
    /** POST { reference, text, status }: an admin's answer, and the status it moves to. */
    adminAnswer: 'admin/complaints/answer/',
    /** POST ComplaintReplyRequest { reference, text }: the investor's reply while it is open; ComplaintBody. */
    reply: 'complaints/reply/',
    /** GET: one attached file's bytes, to the complainant and to admins only (404 for anyone else). */
    file: (reference: string, id: number) => `complaints/${reference}/files/${id}/`,
    /** GET: AdminComplaintBody, any investor's complaint with its history. */
    adminDetail: (reference: string) => `admin/complaints/${reference}/`,
    /** GET: one attached file's bytes, for an admin. */
    adminFile: (reference: string, id: number) => `admin/complaints/${reference}/files/${id}/`,
  },
  /** The public 'Talk to us' form and what admins do with it (docs/contact.md). */
  leads: {
    /** POST leadRequest (name, email, mobile, topic, message): the spec's 'leads create'. */
    create: 'leads/create/',
    /** POST contactRequest: the spec's 'contact' (a message to the company, no call back asked). */
    contact: 'contact/',
    /** GET ?page=&q=: admins' list; ?format=csv the same as a CSV download. */
    adminList: 'admin/leads/',
  },
  /** What the company says of itself (docs/contact.md): website details and FAQs, public GETs, admin writes. */
  siteInfo: {
    /** GET: WebsiteDetailsBody (public). POST websiteDetailsRequest (admin). */
    websiteDetails: 'website-details/',
    /** GET: FaqsBody (public). */
    faqs: 'faq/',
    /** POST faqUpdateRequest (no id: a new FAQ), admin. */
    faqUpdate: 'faq/update/',
    /** POST { id }, admin. */
    faqDelete: 'faq/delete/',
  },
  /** The app's error reports (docs/client-errors.md): rate- and size-limited, no personal data. */
  logger: {
    /** POST clientErrorRequest: any reader, signed in or not; 204-like ok, 429 past the limit. */
    report: 'logger/',
    /** GET ?page=: admins read them. */
    adminList: 'admin/logs/',
  },
  /** The dealer's clients and reports (docs/dealer.md); 404 to a user who is no dealer. */
  dealer: {
    /** GET ?q=&page=: DealerClientsBody, the dealer's own clients. */
    clients: 'dealer/clients/',
    /** GET ?filters&page=: the report; ?format=csv or xlsx: the same rows as a download. */
    report: (name: string) => `dealer/reports/${name}/`,
    /** POST { client, plan, client_key }: sends a payment link by email and SMS ('payment link sent'). */
    paymentLink: 'dealer/payment-link/',
    /** GET: DealerPlansBody, the plans on sale a dealer may send a link for. */
    plans: 'dealer/plans/',
    /** GET ?token=: PaymentLinkBody, for the signed-in client the link was sent to (any role); 400 otherwise. */
    paymentLinkCheck: 'payment-link/',
    /** POST { token, client_key }: head.status 6 to the hosted checkout, like create-transaction; once per link. */
    paymentLinkPay: 'payment-link/pay/',
  },
  /** Advisers' client operations (docs/client-import.md); 404 to a user who is no adviser. */
  ria: {
    /** GET: the XLSX template to fill in. */
    template: 'ria/upload-new-client-excel/template/',
    /** POST multipart { file }: ImportJobBody, queued. GET: the adviser's recent imports. */
    uploadClients: 'ria/upload-new-client-excel/',
    /** GET: ImportJobBody, its status (queued, processing, done), counts and bad rows. */
    uploadStatus: (job: string) => `ria/upload-new-client-excel/${job}/status/`,
    /** GET: the import's refused rows as CSV (row, field, reason). */
    uploadRefusals: (job: string) => `ria/upload-new-client-excel/${job}/refused/`,
    /** GET: the rebalance template (XLSX) to fill in (docs/rebalance-from-sheet.md). */
    rebalanceTemplate: 'ria/rebalance-from-excel/template/',
    /**
     * POST multipart { file }: RebalanceSheetBody, the preview, stored as a previewed sheet. GET:
     * RebalanceSheetsBody, the adviser's recent sheets.
     */
    rebalanceSheets: 'ria/rebalance-from-excel/',
    /** GET ?page=&refusals_page=: RebalanceSheetBody, the preview or the applied result; 404 unless the adviser's. */
    rebalanceSheet: (sheet: string) => `ria/rebalance-from-excel/${sheet}/`,
    /** POST { sheet }: RebalanceSheetBody, applied as pending rebalances (once: a retry answers the result). */
    rebalanceApply: 'ria/rebalance-from-excel/apply/',
  },
  /** Opening a client's view (docs/login-as-client.md). */
  loginAsClient: {
    /** GET ?q=: the clients this user may open (own clients; every investor for an admin). */
    clients: 'login-as-client/clients/',
    /** POST { client, reason }: this session becomes the client's view, with a banner. */
    start: 'login-as-client/',
    /** POST: back to one's own session. */
    exit: 'login-as-client/exit/',
    /** GET ?page=: the audit log (admins). */
    audit: 'admin/audit/',
  },
  /** The admin area (docs/admin.md); 404 to a user who is no admin. */
  admin: {
    /** GET ?q=&page=: users with their roles. POST { user, role, granted }: grants or takes a role. */
    users: 'admin/users/',
    /** POST { user, role, granted }. */
    userRole: 'admin/users/role/',
    /** GET: every brand's config (read-only) and feature toggles. */
    brands: 'admin/brands/',
    /** GET: advisers. GET ?slug=: one; POST curatorDetailsRequest: edits it (spec: curators details). */
    curators: 'admin/curators/',
    /** GET ?from=&to=&adviser=: AUM per adviser per day; ?format=csv. */
    aumLedger: 'admin/aum-ledger/',
    /** GET: the brand's allowed widget embedder origins. POST { origin, action: 'add' | 'remove' }. */
    embedOrigins: 'admin/embed-origins/',
  },
  /** A partner site's signed-in readers (docs/widget.md, "Signed-in readers"). */
  siteClient: SITE_CLIENT_API,
} as const;
