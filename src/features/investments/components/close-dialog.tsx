import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Spinner } from '#src/components/ui/spinner';
import { formatRupees } from '#contract/locale/format';
import { investmentQueries } from '../api/investment-queries';
import { dialogMessages } from '../dialog-messages';
import { errorText } from '../error-text';
import { OrderLines } from './order-lines';
import { KeyedPlacementDialog, type ReviewDialogProps } from './placement-dialog';
import * as styles from './investments.css';

const m = dialogMessages.exit;

/** Closing: the exit's review (every holding sold at market, charges, the order window), then one placement. */
export function CloseDialog(props: ReviewDialogProps) {
  const api = useApi();
  const preview = useQuery({ ...investmentQueries.closePreview(api, props.investment), enabled: props.open });
  const windowShut = preview.data && !preview.data.window.open;
  return (
    <KeyedPlacementDialog call="close" words={m} disabled={!preview.data || windowShut} {...props}>
      {preview.data ? (
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
        </>
      ) : preview.isError ? (
        <Alert variant="error">{errorText(preview.error) ?? dialogMessages.reviewFailed}</Alert>
      ) : (
        <Spinner label={dialogMessages.loadingReview} />
      )}
    </KeyedPlacementDialog>
  );
}
