import type { DiscountRefusal } from '#contract/subscriptions/billing-messages';

/** A discount code that does not apply: `message` is what the investor reads (DISCOUNT_MESSAGES). */
export class DiscountRefused extends Error {
  constructor(
    message: string,
    readonly refusal: DiscountRefusal,
  ) {
    super(message);
    this.name = 'DiscountRefused';
  }
}

/** No active plan by that id (or, for a renewal, no plan at all). */
export class PlanNotFound extends Error {
  constructor(readonly planId: number) {
    super(`There is no plan ${planId}.`);
    this.name = 'PlanNotFound';
  }
}
