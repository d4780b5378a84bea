import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatRupees } from '#contract/locale/format';
import type { SaleEstimateBody, SaleEstimateRequest } from '#contract/tax/types';
import { useApi } from '#src/lib/http/api-context';
import { callErrorText } from '#src/lib/forms/form-errors';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { FactList } from '#src/components/ui/fact-list';
import { Spinner } from '#src/components/ui/spinner';
import { taxQueries } from '../api/tax-queries';
import { saleEstimateMessages as m } from '../messages';
import * as styles from './sale-tax-estimate.css';

/** The short-term lots listed, nearest to turning long-term first; the rest are counted. */
const SHOWN_SHORT_LOTS = 3;

/** A review's line, as a rebalance's and an exit's preview send it (contract/trading/types.ts OrderLine). */
interface ReviewLine {
  symbol: string;
  side: 'BUY' | 'SELL';
  quantity: number;
  /** A rebalance line's shares traded ('no change' lines trade none, whatever their side). */
  newShareQty?: number;
}

interface SaleTaxEstimateProps {
  investment: string;
  /** The review's lines; nothing is shown (or asked) until the review has them. */
  lines: readonly ReviewLine[] | undefined;
  /** An exit: every holding is sold, so the server's own list is asked for, not the lines'. */
  exit?: boolean;
}

const money = (amount: number) => formatRupees(amount, { maxFractionDigits: 2 });
const classes = { list: styles.figures, row: styles.figure, label: styles.figureLabel, value: styles.figureValue };

/** The lines a review would sell, as the estimate takes them: each symbol with the shares it sells. */
const sellsOf = (lines: readonly ReviewLine[]): NonNullable<SaleEstimateRequest['sells']> =>
  lines
    .filter((l) => l.side === 'SELL' && (l.newShareQty ?? l.quantity) > 0)
    .map((l) => ({ symbol: l.symbol, quantity: l.newShareQty ?? l.quantity }));

/**
 * Before a rebalance or an exit (docs/tax.md, "Before a rebalance or an exit"; decision 0300): the short- and
 * long-term gains the review's sales would realise, the tax they would add to the year's, and the short-term lots
 * with the days until each turns long-term. Read with the review; loading, a failure with a retry and a review
 * that sells nothing each say so, and none of them holds the review's own button.
 */
export function SaleTaxEstimate({ investment, lines, exit = false }: SaleTaxEstimateProps) {
  const api = useApi();
  const sells = sellsOf(lines ?? []);
  const estimate = useQuery({
    ...taxQueries.saleEstimate(api, investment, exit ? undefined : sells),
    enabled: sells.length > 0,
  });
  const titleId = useId();
  if (!lines) return null;
  if (sells.length === 0) {
    return (
      <p className={styles.muted} data-testid="sale-tax-none">
        {m.noSales}
      </p>
    );
  }
  return (
    <section aria-labelledby={titleId} aria-busy={estimate.isFetching} data-testid="sale-tax-estimate">
      <h3 id={titleId} className={styles.subTitle}>
        {m.title}
      </h3>
      {estimate.data ? (
        <EstimateFigures estimate={estimate.data} />
      ) : estimate.isError ? (
        <>
          <Alert>{callErrorText(estimate.error, { offline: m.offline, server: m.failed }) ?? m.failed}</Alert>
          <p className={styles.muted}>{m.notBlocking}</p>
          <Button variant="secondary" className={styles.retry} onClick={() => void estimate.refetch()}>
            {m.retry}
          </Button>
        </>
      ) : (
        <Spinner label={m.loading} />
      )}
    </section>
  );
}

/** What the sales add to the year's tax: a loss set off against this year's gains lowers it. */
function taxAdded(e: SaleEstimateBody): string {
  const added = Math.round((e.tax_after - e.tax_before) * 100) / 100;
  return added >= 0 ? money(added) : m.lowersTax(money(-added));
}

/** The gains, the tax, the short-term lots nearest to turning long-term, shares no lot covered, and what is left out. */
function EstimateFigures({ estimate: e }: { estimate: SaleEstimateBody }) {
  const short = e.lines
    .flatMap((line) => line.lots.filter((lot) => lot.term === 'short').map((lot) => ({ symbol: line.symbol, lot })))
    .sort((a, b) => a.lot.days_to_long_term - b.lot.days_to_long_term);
  const shown = short.slice(0, SHOWN_SHORT_LOTS);
  const unmatched = e.lines.filter((line) => line.unmatched_quantity > 0);
  const matched = e.lines.some((line) => line.lots.length > 0);
  return (
    <>
      <FactList
        classes={classes}
        facts={[
          [m.shortTerm, money(e.short_term_gain), 'sale-tax-stcg'],
          [m.longTerm, money(e.long_term_gain), 'sale-tax-ltcg'],
          [m.tax, taxAdded(e), 'sale-tax-added'],
          [m.yearTax(e.financial_year), m.yearTaxValue(money(e.tax_before), money(e.tax_after)), 'sale-tax-year'],
        ]}
      />
      {shown.length > 0 ? (
        <>
          <h4 className={styles.subTitle}>{m.shortLotsTitle}</h4>
          <ul className={styles.lots} data-testid="sale-tax-short-lots">
            {shown.map(({ symbol, lot }) => (
              <li key={`${symbol}-${lot.trade}-${lot.bought_on}`}>
                {m.shortLot(
                  lot.quantity,
                  symbol,
                  formatDate(lot.bought_on),
                  lot.days_to_long_term,
                  formatDate(lot.long_term_on),
                )}
              </li>
            ))}
          </ul>
          {short.length > shown.length ? (
            <p className={styles.muted} data-testid="sale-tax-more-lots">
              {m.moreShortLots(short.length - shown.length)}
            </p>
          ) : null}
        </>
      ) : matched ? (
        <p className={styles.muted}>{m.allLongTerm}</p>
      ) : null}
      {unmatched.map((line) => (
        <p key={line.symbol} className={styles.muted}>
          {m.unmatched(line.unmatched_quantity, line.symbol)}
        </p>
      ))}
      <p className={styles.muted} data-testid="sale-tax-caveat">
        {m.caveat(formatDate(e.sale_date))}
      </p>
    </>
  );
}
