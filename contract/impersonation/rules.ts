/** Rules and messages of login-as-client (docs/login-as-client.md); zod-free, the app imports them. */

/** How long a client's view lasts before it ends by itself. */
export const IMPERSONATION_TTL_MINUTES = 30;
export const REASON_MAX_LENGTH = 200;
/** Rows per page of the client list and the audit log. */
export const LAC_PAGE_SIZE = 20;

export const LAC_MESSAGES = {
  /** The answer (HTTP 409) to every refused action while viewing as a client. */
  refused: 'Not allowed while viewing as a client.',
  reasonRequired: 'Please enter a reason',
  reasonTooLong: `Please keep the reason under ${REASON_MAX_LENGTH} characters`,
  clientRequired: 'Please choose a client',
  /** The client is none of this user's (or is staff): the same answer as an unknown client. */
  noSuchClient: 'This client is not one you may open.',
  notImpersonating: 'You are not viewing as a client.',
  /** Exit after the staff's own session has ended (signed out, expired). */
  staffSessionEnded: 'Your own session has ended. Please log in again.',
  alreadyImpersonating: 'You are already viewing as a client. Exit first.',
} as const;

/** 'ki***@example.com': enough to tell whose view it is, not the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** GET login-as-client/clients/: one client one may open. */
export interface LacClient {
  id: number;
  name: string;
  /** Masked (maskEmail): staff see whose view it is, not the address. */
  email: string;
  relation: 'dealer' | 'adviser' | 'admin';
}
export interface LacClientsBody {
  clients: LacClient[];
  total: number;
  page: number;
  pageSize: number;
}

/** userinfo body.impersonation, and the answer of start: whose view this is, by whom, until when. */
export interface ImpersonationInfo {
  client: { id: number; name: string; email: string };
  staff: { id: number; name: string };
  /** ISO time the view ends by itself. */
  expiresAt: string;
}

/** One row of GET admin/audit/. */
export interface AuditEntry {
  id: number;
  staff: { id: number; name: string; email: string };
  client: { id: number; name: string; email: string };
  reason: string;
  startedAt: string;
  /** When it ended; null while it goes on (and before its expiry). */
  endedAt: string | null;
  endReason: 'exit' | 'expired' | 'logout' | null;
  expiresAt: string;
  calls: { at: string; method: string; path: string; status: number }[];
}
export interface AuditBody {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
