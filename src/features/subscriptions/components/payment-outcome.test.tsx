// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '#contract/subscriptions/payments';
import type { ApiClient } from '#src/lib/http/api-client';
import { mountInApp } from '#src/components/ui/test-app';
import { subscriptionMessages as m } from '../messages';
import { PaymentOutcome } from './payment-outcome';

let unmount = () => {};
afterEach(() => unmount());

const failed = {
  transaction: 'txn_1',
  status: 'failed',
  plan: { id: 7, name: 'Quarterly', period_label: '3 months', adviser_name: 'Meera Iyer', adviser_slug: 'meera-iyer' },
  total_amount: 2948.82,
  failure_reason: 'The payment was not completed.',
  invoice_number: null,
  settled_at: null,
} as unknown as Transaction;

describe('PaymentOutcome after a failed payment', () => {
  it('says what was attempted and why, and offers paying again, the subscriptions and help', async () => {
    const api = { get: vi.fn(), post: vi.fn(), url: (p: string) => p };
    const view = await mountInApp(
      <PaymentOutcome transaction={failed} from="/baskets/x/" />,
      api as unknown as ApiClient,
      '/payment/status/',
    );
    unmount = view.unmount;
    const text = view.container.textContent!;
    expect(text).toContain('Quarterly · Meera Iyer');
    expect(text).toContain(m.status.failedReason('The payment was not completed.'));
    expect(text).toContain(m.status.notCharged);
    expect(text).not.toContain(m.status.amount);
    const links = [...view.container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [m.status.tryAgain, '/subscribe/7/?step=pay'],
      [m.status.subscriptions, '/account/subscriptions/'],
      [m.status.help, '/contact/'],
    ]);
  });
});
