import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Spinner } from '#src/components/ui/spinner';
import { formatRupees } from '#contract/locale/format';
import type { TradePreviewBody } from '#contract/trading/types';
import { windowClosedLines } from '#src/features/trading/next-window';
import { AmoOffer } from '#src/features/trading/components/amo-offer';
import { SaleTaxEstimate } from '#src/features/tax/components/sale-tax-estimate';
import { investmentQueries } from '../api/investment-queries';
import { useInvestmentCall } from '../api/use-investment-call';
import { dialogMessages } from '../dialog-messages';
import { errorLines, errorText } from '../error-text';
import { useReviewKey } from '../use-review-key';
import { OrderLines } from './order-lines';
import { PlacementDialog, type ReviewDialogProps } from './placement-dialog';
import * as styles from './investments.css';

const m = dialogMessages.exit;

/**
 * Closing: the exit's review (every holding sold at market, charges, the order window), then one placement, once
 * per review's client key. While the window is closed the review says so as the buy review does (the spec's
 * sentence, a special session's hours, the next window) and, while the broker takes one, offers the exit as an
 * after-market order queued for the open (decision 0277).
 */
export function CloseDialog({ investment, open, onOpenChange, Progress }: ReviewDialogProps) {
  const api = useApi();
  const preview = useQuery({ ...investmentQueries.closePreview(api, investment), enabled: open });
  const clientKey = useReviewKey(open);
  const placement = useInvestmentCall('close');
  const place = (amo: boolean) =>
    placement.mutate({ investment, client_key: clientKey, ...(amo ? { variety: 'amo' as const } : {}) });
  const shut = preview.data ? !preview.data.window.open : false;
  return (
    <PlacementDialog
      open={open}
      onOpenChange={onOpenChange}
      words={m}
      placement={placement}
      onPlace={() => place(false)}
      disabled={!preview.data || shut}
      Progress={Progress}
    >
      {preview.data ? (
        <ExitReview
          review={preview.data}
          amo={{ place: () => place(true), placing: placement.isPending && placement.variables?.variety === 'amo' }}
        />
      ) : preview.isError ? (
        <Alert variant="error">{errorText(preview.error) ?? dialogMessages.reviewFailed}</Alert>
      ) : (
        <Spinner label={dialogMessages.loadingReview} />
      )}
      <SaleTaxEstimate investment={investment} lines={preview.data?.lines} exit />
      <AlertLines lines={errorLines(placement.error)} />
    </PlacementDialog>
  );
}

/** The exit's lines and figures, then, while the window is closed, why and what can be done instead. */
function ExitReview({ review, amo }: { review: TradePreviewBody; amo: { place: () => void; placing: boolean } }) {
  return (
    <>
      <OrderLines lines={review.lines} placed={false} />
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.total}</dt>
          <dd className={styles.figureValue}>{formatRupees(review.total)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{m.charges}</dt>
          <dd className={styles.figureValue}>{formatRupees(review.charges.total, { maxFractionDigits: 2 })}</dd>
        </div>
      </dl>
      <AlertLines lines={windowClosedLines(review.window)} testId="window-closed" />
      <AmoOffer window={review.window} note={m.amoNote} label={m.placeAmo} place={amo.place} placing={amo.placing} />
    </>
  );
}
