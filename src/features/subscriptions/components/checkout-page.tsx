import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { QueryProblem } from '#src/components/ui/query-problem';
import { planQueries } from '../api/plan-queries';
import { stepsDone, stepToShow, type CheckoutStep } from '../checkout-steps';
import { subscriptionMessages as m } from '../messages';
import { CheckoutSteps } from './checkout-steps';
import { keepLink, PaymentLinkCheck } from './payment-link-check';

export interface CheckoutPageProps {
  planId: number;
  /** The step in the address (?step=), if any. */
  asked: CheckoutStep | undefined;
  onStep: (step: CheckoutStep, replace?: boolean) => void;
  /** A dealer's payment link from the address (?link=). */
  link?: string;
}

/** /subscribe/$planId/: the four steps before paying an adviser; a visitor is asked to log in first. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { isLoggedIn } = useSession();
  const store = useStore();
  const brand = useBrand();
  // A dealer's link is kept with this checkout (it survives the sign-in prompt); a new link starts a new payment.
  const [linked] = useState(() => keepLink(props.planId, props.link));
  return (
    <Page title={m.checkoutTitle}>
      {isLoggedIn ? (
        <PaymentLinkCheck plan={props.planId} token={linked}>
          <Checkout {...props} />
        </PaymentLinkCheck>
      ) : (
        <Notice title={m.signInTitle}>
          <p>{m.signInText}</p>
          <Button onClick={() => openLoginPrompt(store, brand)}>{m.logIn}</Button>
        </Notice>
      )}
    </Page>
  );
}

function Checkout({ planId, asked, onStep }: CheckoutPageProps) {
  const summary = useQuery(planQueries.checkout(useApi(), planId));
  const [now] = useState(() => new Date());
  const data = summary.data;
  const step = data ? stepToShow(stepsDone(data, now), asked) : undefined;
  // The address (and so the page title) names the step shown, also when an open step came first.
  useEffect(() => {
    if (step && step !== asked) onStep(step, true);
  }, [step, asked, onStep]);

  if (summary.isPending) return <Spinner label={m.loadingCheckout} />;
  if (summary.isError) {
    const gone = summary.error instanceof ApiError && [400, 404].includes(summary.error.httpStatus);
    if (gone) return <Notice title={m.planGone} role="alert" />;
    return (
      <QueryProblem
        messages={m}
        title={m.checkoutFailed}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return <CheckoutSteps summary={summary.data} step={step ?? 'details'} onStep={onStep} />;
}
