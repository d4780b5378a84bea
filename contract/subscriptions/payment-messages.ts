/** Spec §4 payment status banners, letter for letter (paymentStatus atom). */
export const PAYMENT_BANNERS = {
  loading: 'Your payment is being processed',
  success: 'Payment Successful !',
  failed: 'Payment failed !',
  'payment-link-sent': 'We have successfully sent the payment link to the customer.',
} as const;
