import { useQuery } from '@tanstack/react-query';
import type { BasketDetails, ConstituentRow } from '#contract/baskets/details';
import { useApi } from '#src/lib/http/api-context';
import { Dialog } from '#src/components/ui/dialog';
import { FactList } from '#src/components/ui/fact-list';
import { TitledSection } from '#src/components/ui/page';
import { QueryView } from '#src/components/ui/query-view';
import { stockQueries } from '../api/stock-queries';
import { feeText } from '../basket-figures';
import { basketFigures, priceFigures, type SheetFigure } from '../stock-sheet-figures';
import { stockSheetMessages as m } from '../stock-sheet-messages';
import * as styles from './stock-sheet.css';

/** What of the basket a stock's sheet shows beside the stock: sector weights, the minimum amount, the charges. */
export type SheetBasket = Pick<BasketDetails, 'sectors' | 'minimumAmount' | 'charges'>;

export interface StockSheetProps {
  /** The constituent whose sheet is open; null when none is. */
  row: ConstituentRow | null;
  basket: SheetBasket;
  onClose: () => void;
}

const figureClasses = {
  list: styles.figures,
  row: styles.figure,
  label: styles.figureLabel,
  value: styles.figureValue,
};

function Figures({ figures }: { figures: SheetFigure[] }) {
  const facts = figures.map(
    (f) => [f.label, <span className={f.tone && styles.tone[f.tone]}>{f.value}</span>] as const,
  );
  return <FactList facts={facts} classes={figureClasses} />;
}

/**
 * A constituent's sheet (docs/baskets.md, "A stock's sheet"): its last traded price with the day's change
 * and the session's open, high, low and close, asked when the sheet opens (loading, offline and failure
 * said in place); its weight, shares at the minimum amount, sector and the basket's weight there, from the
 * basket in hand; and the basket's charges, which are the basket's and the same on every stock's sheet.
 * A bottom sheet on a phone, a dialog from 600 px. Loaded on first open, never with the page.
 */
export function StockSheet({ row, basket, onClose }: StockSheetProps) {
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={row ? m.title(row.name, row.symbol) : ''}
      size="sheet"
      footer={
        <p className={styles.charges} data-testid="stock-sheet-charges">
          <span>{m.charges}</span>
          <strong>{feeText(basket.charges)}</strong>
        </p>
      }
    >
      {row ? <SheetBody row={row} basket={basket} /> : null}
    </Dialog>
  );
}

function SheetBody({ row, basket }: { row: ConstituentRow; basket: SheetBasket }) {
  const api = useApi();
  const quote = useQuery(stockQueries.details(api, row.symbol));
  return (
    <>
      <TitledSection id="stock-sheet-price" title={m.pricesTitle} level={3} titleClassName={styles.subTitle}>
        <QueryView query={quote} loading={m.loading} problem={{ title: m.failed, messages: m }} errorFirst>
          {({ stock }) => {
            const prices = priceFigures(stock.quote);
            return (
              <>
                <p className={styles.muted}>{prices.session}</p>
                <Figures figures={prices.figures} />
              </>
            );
          }}
        </QueryView>
      </TitledSection>
      <TitledSection
        id="stock-sheet-basket"
        title={m.inBasket}
        level={3}
        className={styles.part}
        titleClassName={styles.subTitle}
      >
        <Figures figures={basketFigures(row, basket)} />
      </TitledSection>
    </>
  );
}
