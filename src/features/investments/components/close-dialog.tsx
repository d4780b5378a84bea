import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog, type DialogProps } from '#src/components/ui/dialog';
import { Spinner } from '#src/components/ui/spinner';
import { formatRupees } from '#contract/locale/format';
import { investmentQueries } from '../api/investment-queries';
import { useInvestmentCall } from '../api/use-investment-call';
import { dialogMessages } from '../dialog-messages';
import { errorText } from '../error-text';
import { useReviewKey } from '../use-review-key';
import { OrderLines } from './order-lines';
import type { ProgressView } from './order-progress';
import * as styles from './investments.css';

const m = dialogMessages.exit;

/** A dialog that reviews orders for one investment and shows their progress once placed. */
export type ReviewDialogProps = Pick<DialogProps, 'open' | 'onOpenChange'> & {
  investment: string;
  Progress: ProgressView;
};

/** Closing: the exit's review (every holding sold at market, charges, the order window), then one placement. */
export function CloseDialog({ investment, open, onOpenChange, Progress }: ReviewDialogProps) {
  const api = useApi();
  const preview = useQuery({ ...investmentQueries.closePreview(api, investment), enabled: open });
  const clientKey = useReviewKey(open);
  const close = useInvestmentCall('close');
  const placed = close.data;
  const problem = errorText(close.error);
  const windowShut = preview.data && !preview.data.window.open;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close.reset();
        onOpenChange(next);
      }}
      title={m.title}
      description={m.explain}
      size="lg"
      closeLabel={dialogMessages.close}
      footer={
        placed ? (
          <Button onClick={() => onOpenChange(false)}>{dialogMessages.close}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {dialogMessages.cancel}
            </Button>
            <Button
              busy={close.isPending}
              disabled={!preview.data || windowShut}
              onClick={() => close.mutate({ investment, client_key: clientKey })}
            >
              {m.place}
            </Button>
          </>
        )
      }
    >
      {placed ? (
        <>
          <Alert variant="success">{m.placed}</Alert>
          <Progress placed={placed} />
        </>
      ) : preview.data ? (
        <>
          <OrderLines lines={preview.data.lines} placed={false} />
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{m.total}</dt>
              <dd className={styles.figureValue}>{formatRupees(preview.data.total)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{m.charges}</dt>
              <dd className={styles.figureValue}>
                {formatRupees(preview.data.charges.total, { maxFractionDigits: 2 })}
              </dd>
            </div>
          </dl>
          {windowShut ? <Alert variant="error">{preview.data.window.message ?? m.window}</Alert> : null}
          {problem ? <Alert variant="error">{problem}</Alert> : null}
        </>
      ) : preview.isError ? (
        <Alert variant="error">{errorText(preview.error) ?? dialogMessages.reviewFailed}</Alert>
      ) : (
        <Spinner label={dialogMessages.loadingReview} />
      )}
    </Dialog>
  );
}
