// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { CancelPreviewBody, Subscription } from '#contract/subscriptions/payments';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import { CancelDialog } from './cancel-dialog';

const subscription = {
  id: 7,
  state: 'active',
  plan: {
    id: 3,
    name: '1 year',
    period_label: '1 year',
    fee_label: 'FEES',
    adviser_name: 'Meera Iyer',
    adviser_slug: 'meera-iyer',
  },
  fee_kind: 'FIXFEE',
  fee_label: 'FEES',
  starts_at: '2026-06-01T00:00:00Z',
  expires_at: '2027-06-01T00:00:00Z',
  next_charge_period: 12,
  fee_per_period: 12000,
  recurring_amount: 12000,
  cancelled_at: null,
  refund_amount: null,
  basket_hashes: ['quality-compounders'],
} as Subscription;

const preview: CancelPreviewBody = { subscription: 7, unexpired_days: 190, period_days: 365, refund_amount: 6246.58 };

describe('cancelling a subscription', () => {
  it('shows the refund of the unexpired period before anything is cancelled, then cancels', async () => {
    const onClose = vi.fn();
    const view = mountWithApi(<CancelDialog subscription={subscription} onClose={onClose} />, {
      get: (path) => (path === API.payments.cancelPreview ? preview : { user: null }),
      post: () => Promise.resolve({ ...subscription, state: 'cancelled' } as never),
    });
    await until(() => document.querySelector('[data-testid="cancel-refund"]') !== null);
    expect(document.querySelector('[data-testid="cancel-refund"]')!.textContent).toBe(
      'You will be refunded ₹6,246.58 for the 190 unused days of this 365-day period. There will be no further charges.',
    );
    expect(view.get).toHaveBeenCalledWith(
      API.payments.cancelPreview,
      expect.objectContaining({ query: { subscription: 7 } }),
    );
    expect(view.post).not.toHaveBeenCalled();
    await act(async () => buttonNamed('Cancel subscription')!.click());
    await until(() => onClose.mock.calls.length > 0);
    expect(view.post).toHaveBeenCalledWith(API.payments.cancel, { subscription: 7 });
    // The refund of a subscription just cancelled is no longer asked (the server answers 400 to it),
    // though the dialog is still open while it closes.
    await until(() => view.get.mock.calls.some(([path]) => path === API.auth.userinfo));
    const previews = view.get.mock.calls.filter(([path]) => path === API.payments.cancelPreview);
    expect(previews).toHaveLength(1);
    view.unmount();
  });

  it('offers nothing to confirm while the refund is unknown', async () => {
    const view = mountWithApi(<CancelDialog subscription={subscription} onClose={() => undefined} />, {
      get: () => new Promise(() => undefined),
    });
    await until(() => buttonNamed('Cancel subscription') !== undefined);
    expect(buttonNamed('Cancel subscription')!.disabled).toBe(true);
    view.unmount();
  });
});
