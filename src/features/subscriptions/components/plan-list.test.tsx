// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Plan, PlansBody } from '#contract/subscriptions/plans';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import { PlanList } from './plan-list';

const plan = (over: Partial<Plan>): Plan => ({
  id: 1,
  adviser_slug: 'sahyadri-wealth',
  name: 'Core',
  interval: 'month',
  interval_count: 1,
  amount: 999,
  recurring_amount: 999,
  duration: 1,
  period_label: '1 month',
  fee_label: 'Monthly Fee',
  fee_kind: 'FIXFEE',
  aum_percent: null,
  needs_risk_profile: false,
  basket_hashes: [],
  active: true,
  ...over,
});

const body: PlansBody = {
  adviser: {
    slug: 'sahyadri-wealth',
    name: 'Sahyadri Wealth Advisors',
    adviser_type: 'Registered Investment Adviser',
    sebi_registration: 'INA000012345',
  },
  plans: [
    plan({
      id: 3,
      interval: 'year',
      duration: 12,
      amount: 9000,
      period_label: '1 year',
      fee_label: 'Yearly Fee',
      needs_risk_profile: true,
      basket_hashes: ['a', 'b'],
    }),
    plan({ id: 1 }),
    plan({ id: 2, active: false, period_label: '3 months' }),
  ],
};

let view: ReturnType<typeof mountWithApi> | undefined;
afterEach(() => view?.unmount());

describe('the plan dialog’s plans', () => {
  it('lists the active plans, shortest first, with period, fee label, price, per month and what they open', async () => {
    const onChoose = vi.fn();
    view = mountWithApi(<PlanList owner={{ basket: 'a' }} onChoose={onChoose} />, { get: () => body });
    await until(() => view!.container.querySelectorAll('li').length > 0);
    expect(view.get).toHaveBeenCalledWith('plans/', expect.objectContaining({ query: { basket: 'a' } }));
    const items = [...view.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('1 month Monthly Fee');
    expect(items[0]).toContain('Opens the premium posts');
    expect(items[1]).toContain('1 year Yearly Fee');
    expect(items[1]).toContain('₹750 a month');
    expect(items[1]).toContain('Opens 2 subscriber-only baskets and the premium posts');
    expect(items[1]).toContain('Needs a current risk profile');
    act(() => buttonNamed('Choose 1 year', view!.container)!.click());
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    let fail = true;
    view = mountWithApi(<PlanList owner={{ adviser: 'x' }} onChoose={() => undefined} />, {
      get: () => {
        if (fail) throw new Error('down');
        return body;
      },
    });
    await until(() => buttonNamed('Try again', view!.container) !== undefined);
    fail = false;
    act(() => buttonNamed('Try again', view!.container)!.click());
    await until(() => view!.container.querySelectorAll('li').length === 2);
    expect(view.container.querySelectorAll('li')).toHaveLength(2);
  });
});
