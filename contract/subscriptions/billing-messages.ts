/**
 * What the server answers when a discount code or a plan is refused (docs/subscriptions.md; decisions
 * 0133 and 0134). Each refusal has its own message, so the investor or adviser knows what to change.
 */
export const DISCOUNT_MESSAGES = {
  unknown: 'There is no such discount code.',
  notStarted: 'This discount code is not valid yet.',
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has been used up.',
  usedByYou: 'You have already used this discount code.',
  otherPlan: 'This discount code does not apply to this plan.',
  otherAdviser: "This discount code is for another adviser's plans.",
  noFixedFee: "This plan is billed on your investment's value: discount codes apply to fixed fees only.",
  leavesTooLittle: 'This discount code would leave less than ₹1 to pay: a payment must be at least ₹1.',
} as const;

export type DiscountRefusal = keyof typeof DISCOUNT_MESSAGES;

/** SEBI's fee limits for advisers (docs/subscriptions.md, "SEBI limits"). */
export const SEBI_CAP_MESSAGES = {
  advanceOverYear: 'Fees may be billed in advance for at most one year: choose a period of 12 months or less.',
  fixedFeeOverCap: 'Fixed fees may be at most ₹1,51,000 a year per family: this plan comes to more in a year.',
  aumOverCap: 'A fee on assets under advice may be at most 2.5% a year.',
  aumPercentNeeded: 'Enter the yearly percentage of assets under advice.',
  aumAmountNotZero: "An AUA plan is billed on the investment's value: leave the amounts at 0.",
  fixedFeeNeeded: 'Enter the price of the plan.',
  aumNotForResearchAnalyst: 'A Research Analyst cannot charge a fee on assets under advice: choose fixed fees.',
} as const;

/** A place of supply not in contract/locale/indian-states.ts. */
export const unknownStateMessage = (code: string) => `${code} is not a state or union territory of India.`;
