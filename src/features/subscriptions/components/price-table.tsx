import { stateTaxName } from '#contract/subscriptions/gst';
import { formatRupees } from '#contract/locale/format';
import { INDIAN_STATES } from '#contract/locale/indian-states';
import type { PriceBody } from '#contract/subscriptions/plans';
import { FactList } from '#src/components/ui/fact-list';
import { subscriptionMessages as m } from '../messages';
import * as styles from './checkout.css';

/** A checkout's money lines: the price table's and the paid outcome's. */
export const totalsClasses = {
  list: styles.totals,
  row: styles.totalRow,
  label: styles.totalLabel,
  value: styles.totalValue,
};

const rupees = (n: number) => formatRupees(n, { maxFractionDigits: 2 });

/** The price, the discount, the GST split for the place of supply (CGST + SGST or UTGST, or IGST) and the total. */
export function PriceTable({ price }: { price: PriceBody }) {
  const gst = price.gst;
  const rows: [string, string][] = [[m.pay.price, rupees(price.base_amount)]];
  if (price.discount_code) rows.push([`${m.pay.discount} (${price.discount_code})`, rupees(-price.discount_amount)]);
  rows.push([m.pay.taxable, rupees(price.taxable_amount)]);
  if (gst) {
    if (gst.igst > 0 || gst.cgst + gst.sgst === 0) rows.push([m.pay.igst(gst.rate), rupees(gst.igst)]);
    else
      rows.push(
        [m.pay.cgst(gst.rate / 2), rupees(gst.cgst)],
        [m.pay.stateTax(stateTaxName(gst.place_of_supply), gst.rate / 2), rupees(gst.sgst)],
      );
    const place = INDIAN_STATES.find((st) => st.code === gst.place_of_supply);
    rows.push([m.pay.placeOfSupply, place ? `${place.name} (${place.gst})` : gst.place_of_supply]);
  }
  rows.push([m.pay.total, rupees(price.total_amount)]);
  return (
    <>
      <FactList facts={rows} classes={totalsClasses} label={m.pay.price} />
      {gst ? null : <p className={styles.note}>{m.pay.gstPending}</p>}
    </>
  );
}
