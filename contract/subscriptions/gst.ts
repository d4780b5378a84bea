import type { GstBreakup } from './plans';
import { indianState } from '#contract/locale/indian-states';
import { fromPaise, roundDiv } from '#contract/money/paise';
import { unknownStateMessage } from './billing-messages';

/** GST on advisory and research services: 18 % (SAC 9971), split 9 % + 9 % within a state. */
export const GST_RATE_PERCENT = 18;

/**
 * The union territories without a legislature (decision 0245): Andaman and Nicobar Islands, Chandigarh,
 * Dadra and Nagar Haveli and Daman and Diu, Ladakh, Lakshadweep. A supply within one of them is taxed
 * CGST + UTGST (Union Territory Goods and Services Tax Act, 2017; CGST Act s. 2(114)), not SGST. Delhi,
 * Puducherry and Jammu and Kashmir have legislatures and their own GST Acts: SGST, as in a state.
 */
export const UTGST_TERRITORIES: readonly string[] = ['AN', 'CH', 'DH', 'LA', 'LD'];

/** The tax that is the state half of GST within a state or territory. */
export type StateTaxName = 'SGST' | 'UTGST';

/** 'UTGST' for a place of supply in a union territory without a legislature, else 'SGST'. */
export const stateTaxName = (placeOfSupply: string): StateTaxName =>
  UTGST_TERRITORIES.includes(placeOfSupply) ? 'UTGST' : 'SGST';

/** A state code that is not in the list: no invoice can name it as a place of supply. */
export class UnknownState extends RangeError {
  constructor(readonly code: string) {
    super(unknownStateMessage(code));
    this.name = 'UnknownState';
  }
}

/**
 * The GST on `taxablePaise` (decision 0132). The place of supply of a service to an unregistered
 * investor is the investor's state: the same state as the adviser's → CGST 9 % + SGST 9 % (`sgst`,
 * which is UTGST in a union territory without a legislature: `stateTaxName`), another state → IGST 18 %. Each tax is rounded half up to the paisa on its own, so CGST and SGST are always
 * equal and intra-state GST may differ from IGST by a paisa (₹0.05 → CGST ₹0.01 + SGST ₹0.01, IGST ₹0.01).
 */
export function gstBreakup(taxablePaise: number, investorState: string, adviserState: string): GstBreakup {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) {
    throw new RangeError(`taxable amount must be whole paise from 0, not ${taxablePaise}`);
  }
  for (const code of [investorState, adviserState]) if (!indianState(code)) throw new UnknownState(code);
  const intra = investorState === adviserState;
  const half = intra ? roundDiv(taxablePaise * (GST_RATE_PERCENT / 2), 100) : 0;
  const igst = intra ? 0 : roundDiv(taxablePaise * GST_RATE_PERCENT, 100);
  return {
    rate: GST_RATE_PERCENT,
    cgst: fromPaise(half),
    sgst: fromPaise(half),
    igst: fromPaise(igst),
    total: fromPaise(2 * half + igst),
    place_of_supply: investorState,
    supplier_state: adviserState,
  };
}
