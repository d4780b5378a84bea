import { z } from 'zod';
import { coercedIdField } from '#contract/forms/fields';
import type { DealerReportName } from './route-rules';

/** One of the dealer's clients (masked contact details; docs/dealer.md). */
export interface DealerClient {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  /** 'active' (a running subscription), 'expired' (only past ones) or 'none'. */
  subscription: 'active' | 'expired' | 'none';
  investments: number;
  /** Active investments at cost (quantity × average price), rupees. */
  invested_value: number;
  /** The last paid payment's settlement time (ISO), or null. */
  last_payment_at: string | null;
  last_payment_amount: number | null;
}

export interface DealerClientsBody {
  clients: DealerClient[];
  page: number;
  pages: number;
  total: number;
}

export const dealerClientsQuery = z.object({
  q: z.string().trim().max(80).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Please enter a valid date');

export const dealerReportQuery = z.object({
  q: z.string().trim().max(80).optional().default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z
    .string()
    .trim()
    .regex(/^[a-z-]{0,20}$/, 'Choose a status from the list')
    .optional()
    .default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});
export type DealerReportQuery = z.infer<typeof dealerReportQuery>;

/** A report's column: its key in each row, its heading, and how the app shows it. */
export interface ReportColumn {
  key: string;
  label: string;
  kind: 'text' | 'money' | 'count' | 'date' | 'status';
}

export type ReportCell = string | number | null;

export interface DealerReportBody {
  report: DealerReportName;
  columns: ReportColumn[];
  rows: Array<Record<string, ReportCell>>;
  /** The statuses the status filter offers for this report (empty: no status filter). */
  statuses: string[];
  /** The summary report's overall line; null for the others. */
  totals: Record<string, ReportCell> | null;
  page: number;
  pages: number;
  total: number;
}

export interface DealerPlan {
  id: number;
  name: string;
  adviser_name: string;
  period_label: string;
  amount: number;
}

export interface DealerPlansBody {
  plans: DealerPlan[];
}

export const paymentLinkRequest = z.object({
  client: coercedIdField(),
  plan: coercedIdField(),
  client_key: z.string().trim().min(8).max(64),
});

export interface PaymentLinkSentBody {
  /** PAYMENT_LINK_SENT. */
  message: string;
  link: number;
  expires_at: string;
}

export const paymentLinkToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This payment link is not valid.');

export const paymentLinkCheckQuery = z.object({ token: paymentLinkToken });

export const paymentLinkPayRequest = z.object({
  token: paymentLinkToken,
  client_key: z.string().trim().min(8).max(64),
});

export interface PaymentLinkBody {
  plan: number;
  plan_name: string;
  dealer_name: string;
  expires_at: string;
}
