import type { StandardCheckoutBody } from '#contract/subscriptions/payments';

/** What Checkout.js's handler is given for an authorised payment (Razorpay's Standard Checkout). */
interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

type CheckoutOptions = StandardCheckoutBody['options'] & {
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
};

export interface CheckoutInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', fn: (response: { error: { description?: string } }) => void): void;
}

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

/**
 * Loads Checkout.js once from the URL the server named (Razorpay's, or the simulated checkout's: the
 * page's CSP lets in exactly that origin) and answers its `Razorpay` constructor.
 */
export function loadCheckoutJs(src: string): Promise<CheckoutConstructor> {
  const w = window as unknown as { Razorpay?: CheckoutConstructor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error('Checkout.js defined no Razorpay')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Checkout.js did not load'));
    };
    document.head.appendChild(script);
  });
}
