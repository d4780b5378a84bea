// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { NOTIFICATION_CHANNEL_MESSAGES, type NotificationChannels } from '#contract/account/settings';
import { ApiError } from '#src/lib/http/api-error';
import { mountWithApi, until } from '#src/components/ui/test-api';
import { accountMessages as m } from '../messages';
import { NotificationsSection } from './notifications-section';

const GRID: NotificationChannels = {
  payments: { push: true },
  orders: { push: false },
  rebalances: { push: true },
  investments: { push: true, email: true, sms: false },
  prices: { push: true, email: false, sms: false },
  summary: { push: false, email: false, sms: false },
};

const box = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the notification settings', () => {
  it('says it is loading, then shows a fieldset per kind with a checkbox per channel it goes by', async () => {
    const view = mountWithApi(<NotificationsSection />, { get: () => GRID });
    expect(view.container.textContent).toContain(m.notificationsLoading);
    await until(() => view.container.querySelector('fieldset') !== null);
    const sets = [...view.container.querySelectorAll('fieldset')];
    expect(sets.map((f) => f.querySelector('legend')!.textContent)).toEqual([
      m.kinds.payments,
      m.kinds.orders,
      m.kinds.rebalances,
      m.kinds.investments,
      m.kinds.prices,
      m.kinds.summary,
    ]);
    // Each checkbox is named by its label, its kind first, inside its kind's group (no wide table).
    expect([...sets[3]!.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      `${m.kinds.investments}: ${m.channels.push}`,
      `${m.kinds.investments}: ${m.channels.email}`,
      `${m.kinds.investments}: ${m.channels.sms}`,
    ]);
    expect(sets[0]!.querySelectorAll('input[type="checkbox"]')).toHaveLength(1);
    expect([box('notify-orders-push').checked, box('notify-investments-sms').checked]).toEqual([false, false]);
    expect(document.getElementById(sets[3]!.getAttribute('aria-describedby')!)!.textContent).toBe(
      m.kindHints.investments,
    );
    view.unmount();
  });

  it('saves one channel as it is ticked, and puts a refused one back with the reason', async () => {
    let answer: () => Promise<NotificationChannels> = () =>
      Promise.resolve({ ...GRID, investments: { push: true, email: false, sms: false } });
    const view = mountWithApi(<NotificationsSection />, { get: () => GRID, post: () => answer() as never });
    await until(() => view.container.querySelector('fieldset') !== null);
    await act(async () => box('notify-investments-email').click());
    expect(view.post).toHaveBeenCalledWith(API.account.notificationChannels, {
      kind: 'investments',
      channel: 'email',
      enabled: false,
    });
    expect(box('notify-investments-email').checked).toBe(false);
    answer = () => Promise.reject(new ApiError(NOTIFICATION_CHANNEL_MESSAGES.noMobile, 400));
    await act(async () => box('notify-investments-sms').click());
    await until(() => view.container.textContent!.includes(NOTIFICATION_CHANNEL_MESSAGES.noMobile));
    expect(box('notify-investments-sms').checked).toBe(false);
    view.unmount();
  });

  it('says when the settings could not be loaded', async () => {
    const view = mountWithApi(<NotificationsSection />, { get: () => Promise.reject(new ApiError('down', 500)) });
    await until(() => view.container.textContent!.includes(m.notificationsFailed));
    expect(view.container.textContent).toContain(m.notificationsFailed);
    view.unmount();
  });
});
