// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PriceBody } from '#contract/subscriptions/plans';
import { mount } from '#src/components/ui/test-root';
import { PriceTable } from './price-table';

/** ₹8,999 less WELCOME10, GST within `state` (the adviser's too), or IGST when the adviser is elsewhere. */
const price = (state: string, adviser = state): PriceBody => {
  const intra = state === adviser;
  return {
    plan: 1,
    base_amount: 8999,
    discount_code: 'WELCOME10',
    discount_amount: 899.9,
    taxable_amount: 8099.1,
    gst: {
      rate: 18,
      cgst: intra ? 728.92 : 0,
      sgst: intra ? 728.92 : 0,
      igst: intra ? 0 : 1457.84,
      total: 1457.84,
      place_of_supply: state,
      supplier_state: adviser,
    },
    total_amount: 9556.94,
  };
};
const rows = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
  );

describe('PriceTable', () => {
  it.each(['AN', 'CH', 'DH', 'LA', 'LD'])('names the state half UTGST within %s', (ut) => {
    const { container, unmount } = mount(<PriceTable price={price(ut)} />);
    const r = rows(container);
    expect(r['CGST (9%)']).toBe('₹728.92');
    expect(r['UTGST (9%)']).toBe('₹728.92');
    expect(r).not.toHaveProperty('SGST (9%)');
    unmount();
  });

  it('names it SGST within a state, and IGST across states', () => {
    const within = mount(<PriceTable price={price('DL')} />);
    expect(rows(within.container)['SGST (9%)']).toBe('₹728.92');
    within.unmount();
    const across = mount(<PriceTable price={price('KA', 'TN')} />);
    expect(rows(across.container)['IGST (18%)']).toBe('₹1,457.84');
    across.unmount();
  });

  it('writes the discount as a negative amount with the one minus sign, and paise with both digits', () => {
    const { container, unmount } = mount(<PriceTable price={price('KA', 'TN')} />);
    const r = rows(container);
    expect(r['Discount (WELCOME10)']).toBe('−₹899.90');
    expect(r['Taxable value']).toBe('₹8,099.10');
    expect(r['Price']).toBe('₹8,999');
    unmount();
  });
});
