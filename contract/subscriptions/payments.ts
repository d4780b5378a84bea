import { z } from 'zod';
import { coercedIdField } from '#contract/forms/fields';
import type { FeeKind } from '#contract/baskets/types';
import type { FamilySummary } from '#contract/compliance/family';
import type { AgreementStatus, Customer, CustomerField } from '#contract/customer/types';
import type { Plan, PriceBody, PriceBreakup } from './plans';

/**
 * Transactions, subscriptions and the payment status screen (docs/payments.md).
 * A transaction is one attempt to pay for a plan; it is created, sent to the hosted checkout, and
 * settled by the signed return or the provider's webhook, whichever comes first.
 */

export type TransactionStatus = 'created' | 'pending' | 'success' | 'failed';
export type TransactionKind = 'new' | 'renewal' | 'payment-link';

/** A transaction: the plan's price at the time (PriceBreakup), and how the payment went. */
export interface Transaction extends PriceBreakup {
  /** 'txn_' + random: the name in paths and on the invoice. */
  transaction: string;
  kind: TransactionKind;
  status: TransactionStatus;
  plan: { id: number; name: string; period_label: string; adviser_name: string; adviser_slug: string };
  created_at: string;
  settled_at: string | null;
  /** The provider's payment id once known. */
  payment_id: string | null;
  /** Set once paid: 'INV/2026-27/000123'. */
  invoice_number: string | null;
  /** The subscription the payment started or renewed. */
  subscription: number | null;
  failure_reason: string | null;
}

export type TransactionBody = Transaction;

export interface TransactionsBody {
  transactions: Transaction[];
  isNextPage: boolean;
  thisPageNumber: number;
}

/** head.status 6 body (the client follows redirect_url: docs/session.md, "One request client, one table of rules"). */
export interface CheckoutRedirectBody {
  redirect_url: string;
  transaction: string;
}

/**
 * What the brand's /payment/checkout/ page opens Razorpay's Standard Checkout with (docs/payments.md,
 * "Standard Checkout"): the script's URL and `new Razorpay(options)`'s options. The key is the public
 * key id, never a secret.
 */
export interface StandardCheckoutBody {
  transaction: string;
  script_url: string;
  options: {
    key: string;
    order_id: string;
    /** In paise. */
    amount: number;
    currency: 'INR';
    name: string;
    description: string;
    prefill: { name: string; email: string; contact: string };
    notes: { transaction: string };
    theme: { color: string };
  };
}

/** expiring: active and ending within 7 days; cancelled: no further charges, runs to its end or refunded. */
export type SubscriptionState = 'active' | 'expiring' | 'expired' | 'cancelled';

export interface Subscription {
  id: number;
  state: SubscriptionState;
  plan: {
    id: number;
    name: string;
    period_label: string;
    fee_label: string;
    adviser_name: string;
    adviser_slug: string;
  };
  fee_kind: FeeKind;
  /** Spec §9: 'FEES' or 'AUA Fee'. */
  fee_label: string;
  starts_at: string;
  expires_at: string;
  /** Spec §3/§9: months the next charge covers; fee per period = yearly fee × next_charge_period / 12. */
  next_charge_period: number;
  fee_per_period: number;
  recurring_amount: number;
  cancelled_at: string | null;
  refund_amount: number | null;
  basket_hashes: string[];
}

export interface SubscriptionsBody {
  subscriptions: Subscription[];
  is_subscriber: boolean;
}

export interface CancelPreviewBody {
  subscription: number;
  /** Days left of the paid period, and the refund for them (SEBI: the unexpired period is refunded). */
  unexpired_days: number;
  period_days: number;
  refund_amount: number;
}

export const createTransactionRequest = z.object({
  plan: coercedIdField(),
  code: z.string().trim().max(40).nullable().optional(),
  client_key: z.string().trim().min(8).max(64),
});

/** The hosted checkout's return, as the browser brings it back (query string), signed by the provider. */
export const completePaymentRequest = z.object({
  transaction: z.string().trim().min(1).max(64),
  payment_id: z.string().trim().min(1).max(64),
  status: z.enum(['success', 'failed', 'pending']),
  signature: z.string().trim().min(1).max(256),
});

export const subscriptionRequest = z.object({ subscription: coercedIdField() });
export const renewRequest = subscriptionRequest.extend({ client_key: z.string().trim().min(8).max(64) });

/**
 * GET get-plan-customer-details/?plan= (the checkout summary): everything the checkout needs before
 * paying. `refusal` is what create-transaction would answer now, or null when the plan can be paid for.
 */
export interface PlanCheckoutBody {
  plan: Plan;
  /** upi_handle: the adviser's SEBI-validated UPI handle ('name.ia@validbank'), or null when none is on file. */
  adviser: { slug: string; name: string; upi_handle: string | null };
  /** The declared family and its standing with the adviser against SEBI's limits (docs/compliance-fees.md). */
  family: FamilySummary;
  /** The saved customer details, or null before the first save. */
  customer: Customer | null;
  /** The brand's required customer fields (brand.json requiredCustomerFields; 'phone' is the mobile). */
  required_fields: Record<CustomerField, boolean>;
  /** Fields still missing, by request field name, with the message ('Required field'). */
  missing: Record<string, string>;
  risk_profile: { needed: boolean; current: boolean; valid_until: string | null };
  agreement: { status: AgreementStatus; version: number | null };
  /** The price without a code (gst null until the state is known). */
  price: PriceBody;
  refusal: string | null;
}
