import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type { PaymentLinkBody } from '#contract/dealer/types';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { Notice } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { loadCheckout, saveCheckout } from '../checkout-store';
import { subscriptionMessages as m } from '../messages';

/**
 * Keeps a payment link from the address with the plan's checkout and answers the link to pay: a new
 * link starts a new payment (its own client key), the same link keeps the checkout as it was.
 */
export function keepLink(plan: number, link: string | undefined): string | undefined {
  const memory = loadCheckout(plan);
  if (!link) return memory.link;
  if (memory.link !== link) saveCheckout(plan, { link, clientKey: undefined, transaction: undefined });
  return link;
}

/**
 * With a dealer's payment link (docs/dealer.md): the checkout shows only when the link is this
 * signed-in user's, unexpired and unused; otherwise the server's sentence says why, and nothing else.
 */
export function PaymentLinkCheck({ plan, token, children }: { plan: number; token?: string; children: ReactNode }) {
  const api = useApi();
  const check = useQuery({
    queryKey: ['payment-link', token ?? ''],
    queryFn: ({ signal }) =>
      api.get<PaymentLinkBody>(API.dealer.paymentLinkCheck, { query: { token: token! }, signal }),
    enabled: token !== undefined,
    retry: false,
    meta: PRIVATE_QUERY,
  });
  if (token === undefined) return children;
  if (check.isPending) return <Spinner label={m.loadingCheckout} />;
  if (check.isError || check.data.plan !== plan) {
    const refused = check.error instanceof ApiError && check.error.httpStatus === 400 ? check.error.message : null;
    return (
      <Notice title="This payment link cannot be used" role="alert">
        <p>{refused ?? 'The payment link could not be checked. Check your connection and reload this page.'}</p>
      </Notice>
    );
  }
  return (
    <>
      <p>
        {check.data.dealer_name} sent you this link to pay for {check.data.plan_name}.
      </p>
      {children}
    </>
  );
}
