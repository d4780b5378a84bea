/**
 * The least a payment can be: ₹1, in paise (Razorpay's minimum order amount, and the simulated
 * checkout's, server/payments/razorpay/razorpay-wire.ts).
 */
export const MIN_PAYMENT_PAISE = 100;

/**
 * What a checkout asks of the investor for a total (decision 0232): `nothing` when a discount code
 * has taken the whole fee (the plan starts at once, with a ₹0 invoice); a `payment` of at least ₹1;
 * and `tooLittle` for less than ₹1 otherwise: an AUA plan, whose fee is billed on the investment's
 * value rather than up front, or a plan priced under a rupee. No provider takes such an amount.
 */
export function amountDue(totalPaise: number, discountPaise: number): 'nothing' | 'payment' | 'tooLittle' {
  if (totalPaise === 0 && discountPaise > 0) return 'nothing';
  return totalPaise >= MIN_PAYMENT_PAISE ? 'payment' : 'tooLittle';
}
