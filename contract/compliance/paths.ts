/**
 * SEBI's limits per family and the records an inspector asks for (docs/compliance-fees.md). Kept out of
 * `API` (contract/http/api-paths.ts), which every page's first load carries: the few callers import it from here.
 */
export const COMPLIANCE_API = {
  /** GET: FamilyBody. POST { members: FamilyMember[] }: replaces the declared family; 400 with errors per member. */
  family: 'customer/family/',
  records: {
    /** GET: the signed-in client's own records, text/csv or application/pdf, as a download. */
    mine: (format: RecordsFormat | `:${string}`) => `records/mine/${format}/`,
    /** GET (adviser): one client's records, by the client's user id. */
    client: (client: number | string, format: RecordsFormat | `:${string}`) => `records/clients/${client}/${format}/`,
    /** GET (adviser): the client list with each client's fee mode and family cap usage. */
    clients: (format: RecordsFormat | `:${string}`) => `records/client-list/${format}/`,
  },
} as const;

export const RECORDS_FORMATS = ['csv', 'pdf'] as const;
export type RecordsFormat = (typeof RECORDS_FORMATS)[number];
