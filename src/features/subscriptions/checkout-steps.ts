import type { PlanCheckoutBody } from '#contract/plans';

/** The checkout's steps, in order (docs/subscription-screens.md). */
export const CHECKOUT_STEPS = ['details', 'risk', 'agreement', 'pay'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type StepState = Record<Exclude<CheckoutStep, 'pay'>, boolean>;

/**
 * Which steps the server says are already satisfied: details saved (not just prefilled from the
 * account) with a state (the GST place of
 * supply), a risk profile current at `now` (or a plan that needs none), the agreement signed.
 */
export function stepsDone(summary: PlanCheckoutBody, now: Date): StepState {
  const profile = summary.risk_profile;
  return {
    details: summary.customer !== null && summary.customer.updated_at !== null && summary.customer.state !== null,
    risk: !summary.plan.needs_risk_profile || (profile !== null && Date.parse(profile.valid_until) > now.getTime()),
    agreement: summary.agreement.status === 'signed',
  };
}

/** The first step not yet done; 'pay' once the others are (satisfied steps are skipped). */
export function firstOpenStep(done: StepState): CheckoutStep {
  return CHECKOUT_STEPS.find((s) => s === 'pay' || !done[s]) ?? 'pay';
}

/**
 * The step to show: the one asked for (an investor going back to change one), unless a step before
 * it is still open, which must come first; else the first open step.
 */
export function stepToShow(done: StepState, asked: CheckoutStep | undefined): CheckoutStep {
  const open = firstOpenStep(done);
  if (!asked) return open;
  return CHECKOUT_STEPS.indexOf(asked) <= CHECKOUT_STEPS.indexOf(open) ? asked : open;
}

export const isCheckoutStep = (v: unknown): v is CheckoutStep =>
  typeof v === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(v);
