import { atom } from 'jotai';

/** The subscription state (spec §3). The plan screens that use all of it are still to come. */

/** The subscription prompt (spec §4): the visitor subscription-required page in a modal. */
export const subscriptionDialogAtom = atom<{ open: boolean; data: unknown }>({ open: false, data: null });
export const planDialogAtom = atom<{ open: boolean; data: unknown }>({ open: false, data: null });
export const selectedPlanAtom = atom<unknown>(null);
export type PaymentStatus = 'loading' | 'success' | 'failed' | 'payment-link-sent' | null;
export const paymentStatusAtom = atom<PaymentStatus>(null);
