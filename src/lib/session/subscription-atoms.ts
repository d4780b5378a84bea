import { atom } from 'jotai';
import type { Plan } from '#contract/subscriptions/plans';

/**
 * The subscription state (docs/session.md, "Client state"): the plan dialog, the plan chosen, and the payment status
 * banner.
 */

/**
 * The subscription prompt (docs/session.md, "Login dialog and page fragments"): the visitor subscription-required page
 * in a modal.
 */
export const subscriptionDialogAtom = atom<{ open: boolean; data: unknown }>({ open: false, data: null });

/**
 * Whose plans the plan dialog offers: an adviser's (their page), a basket's (its page), or any
 * adviser's (a premium post: every plan opens premium posts). `from` is where the investor returns
 * after paying (the basket or post they came from).
 */
export interface PlanDialogData {
  adviser?: string;
  basket?: string;
  from?: string;
}
export const planDialogAtom = atom<{ open: boolean; data: PlanDialogData | null }>({ open: false, data: null });

/** The plan the investor chose in the plan dialog (the checkout reads it first, then asks the server). */
export const selectedPlanAtom = atom<Plan | null>(null);

/** Spec §4 payment status banners (contract/subscriptions/payment-messages.ts); null before a payment is known. */
export type PaymentStatus = 'loading' | 'success' | 'failed' | 'payment-link-sent' | null;
export const paymentStatusAtom = atom<PaymentStatus>(null);
