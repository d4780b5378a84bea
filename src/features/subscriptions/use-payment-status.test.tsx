// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createStore, Provider } from 'jotai';
import type { Transaction } from '#contract/subscriptions/payments';
import { paymentStatusAtom } from '#src/lib/session/subscription-atoms';
import { mountWithApi, until } from '#src/components/ui/test-api';
import type { PaymentReturn } from './payment-return';
import { usePaymentStatus } from './use-payment-status';

const txn = (status: Transaction['status']): Transaction =>
  ({ transaction: 'txn_1', kind: 'new', status, plan: { id: 3 } }) as Transaction;

function Probe({ ret }: { ret: PaymentReturn | null }) {
  const { status } = usePaymentStatus('txn_1', ret);
  return <p data-testid="status">{status}</p>;
}

const RET: PaymentReturn = { transaction: 'txn_1', payment_id: 'pay_1', status: 'success', signature: 'sig' };

let view: ReturnType<typeof mountWithApi> | undefined;
beforeEach(() => sessionStorage.clear());
afterEach(() => view?.unmount());

const shown = () => view!.container.querySelector('[data-testid="status"]')?.textContent;

describe('usePaymentStatus', () => {
  it('posts the signed return once, then the atom says success', async () => {
    const store = createStore();
    view = mountWithApi(
      <Provider store={store}>
        <Probe ret={RET} />
      </Provider>,
      { get: () => txn('success'), post: (() => Promise.resolve(txn('success'))) as never },
    );
    await until(() => shown() === 'success');
    expect(store.get(paymentStatusAtom)).toBe('success');
    expect(view.post).toHaveBeenCalledTimes(1);
    expect(view.post).toHaveBeenCalledWith('complete-payment/', RET);
    view.unmount();
    // The same return again (a reload): not posted twice.
    view = mountWithApi(<Probe ret={RET} />, { get: () => txn('success') });
    await until(() => shown() === 'success');
    expect(view.post).not.toHaveBeenCalled();
  });

  it('a read begun before the return was posted never overwrites what the return settled', async () => {
    // The screen's first read of the transaction can leave before the signed return is posted, and be
    // answered (pending, as it was then) after the return's answer (success).
    let answerFirstRead: (t: Transaction) => void = () => undefined;
    const firstRead = new Promise<Transaction>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    view = mountWithApi(<Probe ret={RET} />, {
      get: (() => (++reads === 1 ? firstRead : Promise.resolve(txn('success')))) as never,
      post: (() => Promise.resolve(txn('success'))) as never,
    });
    await until(() => shown() === 'success');
    await act(async () => {
      answerFirstRead(txn('pending'));
      await firstRead;
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(shown()).toBe('success');
    expect(view.client.getQueryData(['plans', 'transaction', 'txn_1'])).toMatchObject({ status: 'success' });
  });

  it('stays loading while pending and follows the transaction until it settles', async () => {
    let status: Transaction['status'] = 'pending';
    view = mountWithApi(<Probe ret={null} />, { get: () => txn(status) });
    await until(() => view!.client.getQueryCache().getAll()[0]?.state.status === 'success');
    expect(shown()).toBe('loading');
    expect(view.get).toHaveBeenCalledWith(
      'get-transaction-details/',
      expect.objectContaining({ query: { transaction: 'txn_1' } }),
    );
    status = 'failed';
    await act(async () => {
      await view!.client.refetchQueries();
    });
    await until(() => shown() === 'failed');
    expect(shown()).toBe('failed');
  });
});

describe('isUnknownPayment', () => {
  it('is a 404 from the server only: offline or a server error keeps the screen waiting', async () => {
    const { ApiError } = await import('#src/lib/http/api-error');
    const { isUnknownPayment } = await import('./use-payment-status');
    expect(isUnknownPayment(new ApiError('none', 404))).toBe(true);
    expect(isUnknownPayment(new ApiError('down', 500))).toBe(false);
    expect(isUnknownPayment(new ApiError('offline', 0))).toBe(false);
    expect(isUnknownPayment(undefined)).toBe(false);
  });
});
