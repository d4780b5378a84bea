import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { Link, useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { Button, buttonClass } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { QueryProblem } from '#src/components/ui/query-problem';
import type { StandardCheckoutBody } from '#contract/subscriptions/payments';
import { checkoutCalls } from '../api/checkout-calls';
import { loadCheckoutJs, type CheckoutInstance } from '../checkout-js';
import { subscriptionMessages as m } from '../messages';

type Phase = 'opening' | 'open' | 'closed' | 'no-script' | 'leaving';

/**
 * /payment/checkout/?transaction=: a Standard Checkout brand's payment step (docs/payments.md, "Standard
 * Checkout"). Opens Checkout.js with the server's options; the handler's signed response goes to the
 * status page, which has the server verify it (complete-payment); a failed payment goes there too, to
 * be settled by the provider's webhook. Closing the window leaves the transaction open to pay again.
 */
export function StandardCheckoutPage({ transaction }: { transaction?: string }) {
  const { isLoggedIn } = useSession();
  const store = useStore();
  const brand = useBrand();
  return (
    <Page title={m.standard.title}>
      {!isLoggedIn ? (
        <Notice title={m.signInTitle}>
          <Button onClick={() => openLoginPrompt(store, brand)}>{m.logIn}</Button>
        </Notice>
      ) : transaction ? (
        <StandardCheckout transaction={transaction} />
      ) : (
        <p>{m.standard.noPayment}</p>
      )}
    </Page>
  );
}

function StandardCheckout({ transaction }: { transaction: string }) {
  const calls = checkoutCalls(useApi());
  const navigate = useNavigate();
  const options = useQuery({
    queryKey: ['payments', 'checkout-options', transaction],
    queryFn: ({ signal }) => calls.checkoutOptions(transaction, signal),
    retry: false,
    staleTime: Infinity,
  });
  const [phase, setPhase] = useState<Phase>('opening');
  const checkout = useRef<CheckoutInstance | null>(null);
  const toStatus = useCallback(
    (search: { transaction: string; payment_id?: string; status?: string; signature?: string }) => {
      setPhase('leaving');
      void navigate({ to: '/payment/status/', search });
    },
    [navigate],
  );
  /** Loads Checkout.js and opens it; rejects when the script cannot be had. */
  const start = useCallback(
    (body: StandardCheckoutBody) =>
      loadCheckoutJs(body.script_url).then((Razorpay) => {
        const rzp = new Razorpay({
          ...body.options,
          handler: (r) =>
            toStatus({
              transaction,
              payment_id: r.razorpay_payment_id,
              status: 'success',
              signature: r.razorpay_signature,
            }),
          modal: { ondismiss: () => setPhase('closed') },
        });
        // Razorpay's payment.failed: the provider's webhook settles the transaction failed; its status page says so.
        rzp.on('payment.failed', () => {
          rzp.close();
          toStatus({ transaction });
        });
        checkout.current = rzp;
        rzp.open();
      }),
    [toStatus, transaction],
  );
  const open = useCallback(
    (body: StandardCheckoutBody) =>
      void start(body).then(
        () => setPhase('open'),
        () => setPhase('no-script'),
      ),
    [start],
  );
  useEffect(() => {
    if (options.data) open(options.data);
    return () => checkout.current?.close();
  }, [options.data, open]);

  if (options.isError) {
    const refused = options.error instanceof ApiError && [400, 404].includes(options.error.httpStatus);
    return refused ? (
      <Notice title={options.error.message} role="alert">
        <Link className={buttonClass('secondary')} to="/payment/status/" search={{ transaction }}>
          {m.standard.settled}
        </Link>
      </Notice>
    ) : (
      <QueryProblem
        messages={m}
        title={m.standard.opening}
        error={options.error}
        onRetry={() => void options.refetch()}
      />
    );
  }
  if (phase === 'closed' || phase === 'no-script') {
    // Said as it happens, with the way to pay focused (the window that had the focus is gone).
    return (
      <div role="status" ref={(el) => el?.querySelector('button')?.focus()}>
        <Notice title={phase === 'closed' ? m.standard.closed : m.standard.noScript}>
          <Button
            onClick={() => {
              if (!options.data) return;
              setPhase('opening');
              open(options.data);
            }}
          >
            {m.standard.reopen}
          </Button>
        </Notice>
      </div>
    );
  }
  return <p role="status">{phase === 'open' ? m.standard.open : m.standard.opening}</p>;
}
