import { financialYearFrom } from '#contract/tax/financial-year';
import { EQUITY_TAX_PERIODS } from '#contract/tax/equity-tax-rates';

/** The financial years the picker offers: this one and the four before it (a return may be revised that far back). */
const YEARS_SHOWN = 5;
/** The first year the server states (the rates table's first, docs/tax.md). */
const FIRST_YEAR = EQUITY_TAX_PERIODS[0]!.exemptionFromYear;

/** The year before '2026-27': '2025-26'. */
export const previousYear = (year: string) => financialYearFrom(Number(year.slice(0, 4)) - 1);

/** The years to pick from, newest first: `latest` and the ones before it, never before the rates table's first. */
export function yearsUpTo(latest: string): string[] {
  const years: string[] = [];
  for (let y = latest; years.length < YEARS_SHOWN && y >= FIRST_YEAR; y = previousYear(y)) years.push(y);
  return years;
}
