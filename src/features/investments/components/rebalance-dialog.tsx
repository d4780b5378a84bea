import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Alert } from '#src/components/ui/alert';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { formatDate } from '#contract/locale/format';
import { SaleTaxEstimate } from '#src/features/tax/components/sale-tax-estimate';
import type { RebalanceDetailsBody, RebalanceMode } from '#contract/investments/types';
import { investmentQueries } from '../api/investment-queries';
import { useInvestmentCall } from '../api/use-investment-call';
import { dialogMessages } from '../dialog-messages';
import { errorLines, errorText } from '../error-text';
import { REBALANCE_MODE_LABELS, REBALANCE_MODES } from '../messages';
import { useReviewKey } from '../use-review-key';
import { AdviserWeights } from './adviser-weights';
import { BuyOnlyAmount } from './buy-only-amount';
import { BuyOnlyFigures } from './buy-only-figures';
import { PlacementDialog, type ReviewDialogProps } from './placement-dialog';
import { RebalanceHistory } from './rebalance-history';
import { RebalanceLines } from './rebalance-lines';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

/** Where the weights come from: the adviser's new version, or weights the adviser set for this investor. */
const describe = (d: RebalanceDetailsBody) =>
  d.source === 'adviser'
    ? m.byAdviser(formatDate(d.published_on))
    : m.versions(d.from_version, d.to_version, formatDate(d.published_on));

/**
 * The pending rebalance's review: the mode in words, the lines with their tags, charges and net
 * cash; Accept places it once (one client key per review, mode and amount), Ignore keeps the old version.
 * Weights the adviser set for this investor (a rebalance sheet) are said so, and listed. Buying only asks
 * for the new money first, then shows what it buys, the drift left and the money still needed.
 */
export function RebalanceDialog({ investment, open, onOpenChange, Progress }: ReviewDialogProps) {
  const api = useApi();
  const store = useStore();
  const [mode, setMode] = useState<RebalanceMode>('RECOMMENDED_CHANGES');
  const [newMoney, setNewMoney] = useState<number>();
  const amount = mode === 'BUY_ONLY' ? newMoney : undefined;
  const awaitingAmount = mode === 'BUY_ONLY' && amount === undefined;
  const details = useQuery({
    ...investmentQueries.rebalance(api, investment, mode, amount),
    enabled: open && !awaitingAmount,
    placeholderData: keepPreviousData,
  });
  const clientKey = useReviewKey(open, mode, amount);
  const accept = useInvestmentCall('acceptRebalance');
  const ignore = useInvestmentCall('ignoreRebalance');
  const problem = errorLines(accept.error ?? ignore.error);

  const ignoreButton = (
    <Button
      variant="secondary"
      busy={ignore.isPending}
      onClick={() =>
        ignore.mutate(
          { investment },
          {
            onSuccess: () => {
              onOpenChange(false);
              showSnackbar(store, m.ignored, 'success');
            },
          },
        )
      }
    >
      {m.ignore}
    </Button>
  );

  return (
    <PlacementDialog
      open={open}
      onOpenChange={onOpenChange}
      words={{ title: m.title, place: m.accept, placed: m.placed }}
      description={details.data ? describe(details.data) : undefined}
      placement={accept}
      onPlace={() => accept.mutate({ investment, mode, client_key: clientKey, ...(amount ? { amount } : {}) })}
      disabled={awaitingAmount || !details.data || details.isPlaceholderData}
      other={ignoreButton}
      Progress={Progress}
    >
      <>
        <fieldset className={styles.fieldset}>
          <legend>{m.mode}</legend>
          {REBALANCE_MODES.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="rebalance-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />{' '}
              {REBALANCE_MODE_LABELS[value]}
            </label>
          ))}
        </fieldset>
        {mode === 'BUY_ONLY' ? <BuyOnlyAmount amount={newMoney} onAmount={setNewMoney} /> : null}
        {details.data?.rationale ? <p className={styles.muted}>{details.data.rationale}</p> : null}
        {details.data?.source === 'adviser' ? <AdviserWeights weights={details.data.target_weights} /> : null}
        {awaitingAmount ? (
          <p className={styles.muted}>{m.enterAmount}</p>
        ) : details.data ? (
          <div aria-busy={details.isPlaceholderData}>
            <RebalanceLines details={details.data} />
            {details.data.buy_only ? <BuyOnlyFigures figures={details.data.buy_only} /> : null}
            <SaleTaxEstimate
              investment={investment}
              lines={details.isPlaceholderData ? undefined : details.data.lines}
            />
          </div>
        ) : details.isError ? (
          <Alert variant="error">{errorText(details.error) ?? dialogMessages.reviewFailed}</Alert>
        ) : (
          <Spinner label={dialogMessages.loadingReview} />
        )}
        <AlertLines lines={problem} />
        <RebalanceHistory investment={investment} />
      </>
    </PlacementDialog>
  );
}
