/**
 * When a subscription stops counting (docs/payments.md, "Subscription states"): at its end, or at its
 * cancellation when the unexpired period was refunded. A cancellation without a refund runs to the end.
 * SQL over a subscriptions row aliased `s`.
 */
export const SUBSCRIPTION_ENDS_AT = `(CASE WHEN s.refund_amount > 0 THEN least(s.cancelled_at, s.expires_at) ELSE s.expires_at END)`;

/** A row aliased `s` that counts at the instant $n (is_subscriber, entitlement). */
export const subscriptionLiveAt = (param: string) => `(s.starts_at <= ${param} AND ${SUBSCRIPTION_ENDS_AT} > ${param})`;
