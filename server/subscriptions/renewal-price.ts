import type { GstBreakup, PriceBody } from '#contract/plans';

const paisa = (n: number) => Math.round(n * 100) / 100;

/**
 * A renewal's price: the plan's recurring amount, no discount, with GST at the rate and place of
 * supply the first-period price was worked out with (CGST and SGST halves, or IGST).
 */
export function renewalPrice(first: PriceBody, recurringAmount: number): PriceBody {
  const taxable = paisa(recurringAmount);
  const g = first.gst;
  let gst: GstBreakup | null = null;
  if (g) {
    const total = paisa((taxable * g.rate) / 100);
    const local = g.igst === 0;
    const cgst = local ? paisa(total / 2) : 0;
    gst = { ...g, total, cgst, sgst: local ? paisa(total - cgst) : 0, igst: local ? 0 : total };
  }
  return {
    plan: first.plan,
    base_amount: taxable,
    discount_code: null,
    discount_amount: 0,
    taxable_amount: taxable,
    gst,
    total_amount: paisa(taxable + (gst?.total ?? 0)),
  };
}
