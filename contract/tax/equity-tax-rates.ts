/**
 * Tax on gains from listed equity shares sold on a recognised exchange with STT paid (docs/tax.md): one dated
 * table, read by the sale date. `from` is the first sale date a period's rates apply to (Income-tax Act s. 111A for
 * short-term gains, s. 112A for long-term gains; Finance (No. 2) Act 2024 for the change on 23 July 2024). Rates
 * are in basis points (1 % = 100), amounts in paise. Surcharge and the 4 % health and education cess are left out.
 */
export interface EquityTaxPeriod {
  /** The first sale date (IST, 'YYYY-MM-DD') these rates apply to. */
  from: string;
  /** Short-term capital gains, s. 111A. */
  stcgBasisPoints: number;
  /** Long-term capital gains above the year's exemption, s. 112A. */
  ltcgBasisPoints: number;
  /** The long-term gains of a financial year that pay no tax (s. 112A(1)), in paise. */
  ltcgExemptionPaise: number;
  /** The first financial year ('2024-25') the exemption of this period applies to, for the whole year. */
  exemptionFromYear: string;
}

export const EQUITY_TAX_PERIODS: readonly EquityTaxPeriod[] = [
  // s. 112A came in with the Finance Act 2018, for transfers from 1 April 2018.
  {
    from: '2018-04-01',
    stcgBasisPoints: 1_500,
    ltcgBasisPoints: 1_000,
    ltcgExemptionPaise: 100_000_00,
    exemptionFromYear: '2018-19',
  },
  // Finance (No. 2) Act 2024: rates for transfers from 23 July 2024; the ₹1.25 lakh exemption for all of FY 2024-25.
  {
    from: '2024-07-23',
    stcgBasisPoints: 2_000,
    ltcgBasisPoints: 1_250,
    ltcgExemptionPaise: 125_000_00,
    exemptionFromYear: '2024-25',
  },
];

/** The newest period that `applies` to (the table is in date order). */
const latest = (applies: (p: EquityTaxPeriod) => boolean) => [...EQUITY_TAX_PERIODS].reverse().find(applies);

/** The first sale date the table covers. */
export const EARLIEST_TAXED_SALE = EQUITY_TAX_PERIODS[0]!.from;

/** The rates in force on a sale date; a RangeError before the table starts. */
export function taxPeriodOn(saleDate: string): EquityTaxPeriod {
  const period = latest((p) => p.from <= saleDate);
  if (!period) throw new RangeError(`No equity tax rates before ${EARLIEST_TAXED_SALE} (sale on ${saleDate})`);
  return period;
}

/** The long-term exemption of a financial year ('2025-26'), in paise; a RangeError before the table starts. */
export function ltcgExemptionOf(year: string): number {
  const period = latest((p) => p.exemptionFromYear <= year);
  if (!period)
    throw new RangeError(`No long-term exemption before ${EQUITY_TAX_PERIODS[0]!.exemptionFromYear} (${year})`);
  return period.ltcgExemptionPaise;
}
