import type { PlanCheckoutBody } from '#contract/subscriptions/payments';

import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-search';

export { CHECKOUT_STEPS, type CheckoutStep } from './checkout-search';

export type StepState = Record<Exclude<CheckoutStep, 'pay'>, boolean>;

/**
 * Which steps the server says are already satisfied (get-plan-customer-details): details saved with no
 * field missing (the state included: the GST place of supply), a current risk profile or a plan that
 * needs none, the agreement signed. `now` checks the profile's date too, in case the answer is old.
 */
export function stepsDone(summary: PlanCheckoutBody, now: Date): StepState {
  const risk = summary.risk_profile;
  const current = risk.current && (risk.valid_until === null || Date.parse(risk.valid_until) > now.getTime());
  return {
    details: summary.customer !== null && Object.keys(summary.missing).length === 0,
    risk: !risk.needed || current,
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

/** A plan as the checkout names it: '1 Year', or 'Research plan (1 Year)' when its name is not its period. */
export const planTitle = (plan: { name: string; period_label: string }): string =>
  plan.name.trim().toLowerCase() === plan.period_label.trim().toLowerCase()
    ? plan.period_label
    : `${plan.name} (${plan.period_label})`;
