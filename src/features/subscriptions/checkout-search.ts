/**
 * What the checkout's route reads before its screen loads: the steps and their names (the page
 * title). Kept apart from the screen's code and messages, which load with the screen, so the route
 * tree in every page's first load stays small (tests/build/initial-js.test.ts).
 */

/** The checkout's steps, in order (docs/subscription-screens.md). */
export const CHECKOUT_STEPS = ['details', 'risk', 'agreement', 'pay'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const isCheckoutStep = (v: unknown): v is CheckoutStep =>
  typeof v === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(v);

export const STEP_NAMES: Record<CheckoutStep, string> = {
  details: 'Your details',
  risk: 'Risk profile',
  agreement: 'Agreement',
  pay: 'Review and pay',
};
export const CHECKOUT_TITLE = 'Subscribe';
