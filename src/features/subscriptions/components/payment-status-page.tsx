import { useEffect, useRef, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { PAYMENT_BANNERS } from '#contract/subscriptions/payment-messages';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { paymentStatusAtom } from '#src/lib/session/subscription-atoms';
import { useSession } from '#src/lib/session/use-session';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { QueryProblem } from '#src/components/ui/query-problem';
import { lastCheckout, finishCheckout } from '../checkout-store';
import { subscriptionMessages as m } from '../messages';
import { paymentReturnOf, type PaymentSearch } from '../payment-return';
import { isUnknownPayment, usePaymentStatus } from '../use-payment-status';
import { PaymentOutcome } from './payment-outcome';

interface Props {
  search: PaymentSearch;
  /** After a successful payment: the session and the premium posts are asked again. */
  onPaid: () => void;
  /** Shown once a payment has started (the push permission ask, composed in by the app). */
  ask?: ReactNode;
}

/** /payment/status/: the checkout's return, the spec's banner (§4) and what to do next. */
export function PaymentStatusPage(props: Props) {
  const { isLoggedIn } = useSession();
  const store = useStore();
  const brand = useBrand();
  return (
    <Page title={m.status.title}>
      {isLoggedIn ? (
        <PaymentStatus {...props} />
      ) : (
        <Notice title={m.signInTitle}>
          <Button onClick={() => openLoginPrompt(store, brand)}>{m.logIn}</Button>
        </Notice>
      )}
    </Page>
  );
}

function PaymentStatus({ search, onPaid, ask }: Props) {
  const ret = paymentReturnOf(search);
  const transaction = search.transaction ?? lastCheckout()?.memory.transaction;
  const { details, complete } = usePaymentStatus(transaction, ret);
  const status = useAtomValue(paymentStatusAtom) ?? 'loading';
  const paid = useRef(false);
  const t = details.data;
  useEffect(() => {
    if (!t || paid.current || (t.status !== 'success' && t.status !== 'failed')) return;
    paid.current = true;
    finishCheckout(t.plan.id);
    if (t.status === 'success') onPaid();
  }, [t, onPaid]);

  if (!transaction) return <Notice title={m.status.noPayment} />;
  // Not this user's payment, or none by that name: no banner, nothing to wait for.
  if (!t && isUnknownPayment(details.error))
    return (
      <Notice title={m.status.noPayment}>
        <p>{m.status.unknownPayment}</p>
      </Notice>
    );
  const variant = status === 'failed' ? 'error' : status === 'success' ? 'success' : 'info';
  return (
    <>
      <Alert variant={variant}>{PAYMENT_BANNERS[status]}</Alert>
      {complete.isError ? <p>{m.status.badReturn}</p> : null}
      {details.isError && !t ? (
        <QueryProblem
          messages={m}
          title={m.status.checking}
          error={details.error}
          onRetry={() => void details.refetch()}
        />
      ) : null}
      {t && status === 'loading' ? <p>{m.status.stillPending}</p> : null}
      {status === 'loading' || status === 'payment-link-sent' ? ask : null}
      {t ? <PaymentOutcome transaction={t} from={lastCheckout()?.memory.from} /> : null}
    </>
  );
}
