import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { paymentStatusAtom } from '#src/lib/session/subscription-atoms';
import type { Transaction } from '#contract/subscriptions/payments';
import { checkoutCalls } from './api/checkout-calls';
import { planKeys, retryServerTrouble } from './api/plan-queries';
import { claimCompletion } from './checkout-store';
import { paymentStatusOf, pollDelay, type PaymentReturn } from './payment-return';

const unsettled = (t: Transaction | undefined) => !t || t.status === 'created' || t.status === 'pending';
/** A payment the server does not know for this user: nothing will ever settle, so the polling stops. */
export const isUnknownPayment = (error: unknown) => error instanceof ApiError && error.httpStatus === 404;

/**
 * The payment behind the status screen: the checkout's signed return is posted once (complete-payment),
 * then the transaction is asked again with a growing pause until it settles (a pending payment settles
 * by the provider's webhook alone). The paymentStatus atom follows it, 'loading' until then.
 */
export function usePaymentStatus(transaction: string | undefined, ret: PaymentReturn | null) {
  const api = useApi();
  const calls = checkoutCalls(api);
  const queryClient = useQueryClient();
  const setStatus = useSetAtom(paymentStatusAtom);
  const key = [...planKeys.all, 'transaction', transaction ?? ''] as const;
  // A read of the transaction begun before the return's answer (the screen's first render asks one) may
  // be answered after it, with the state from before: cancelled when the return is answered, it never
  // overwrites what the return settled.
  const complete = useMutation({
    mutationFn: (r: PaymentReturn) => calls.completePayment(r),
    onSuccess: async (t) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, t);
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (!ret || started.current) return;
    started.current = true;
    if (claimCompletion(ret.transaction)) complete.mutate(ret);
  }, [ret, complete]);

  const completing = ret !== null && complete.isPending;
  const details = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => calls.transaction(transaction!, signal),
    enabled: transaction !== undefined && !completing,
    retry: retryServerTrouble,
    meta: PRIVATE_QUERY,
    refetchInterval: (q) =>
      unsettled(q.state.data) && !isUnknownPayment(q.state.error) ? pollDelay(q.state.dataUpdateCount) : false,
    refetchIntervalInBackground: false,
  });
  const status = details.data ? paymentStatusOf(details.data) : 'loading';
  useEffect(() => setStatus(status), [status, setStatus]);
  return { details, complete, status };
}
