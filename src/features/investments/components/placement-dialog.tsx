import type { ReactNode } from 'react';
import type { Trade } from '#contract/trading/types';
import { Alert } from '#src/components/ui/alert';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Button } from '#src/components/ui/button';
import { Dialog, type DialogProps } from '#src/components/ui/dialog';
import { useInvestmentCall } from '../api/use-investment-call';
import { dialogMessages } from '../dialog-messages';
import { errorLines } from '../error-text';
import { useReviewKey } from '../use-review-key';
import type { ProgressView } from './order-progress';

/** A dialog that reviews orders for one investment and shows their progress once placed. */
export type ReviewDialogProps = Pick<DialogProps, 'open' | 'onOpenChange'> & {
  investment: string;
  Progress: ProgressView;
};

/** A placement dialog's words: its title, what it explains, its button, what it says once placed. */
export interface PlacementWords {
  title: string;
  explain?: string;
  place: string;
  placed: string;
}

export interface PlacementDialogProps extends Omit<ReviewDialogProps, 'investment'> {
  words: PlacementWords;
  /** Said under the title instead of `words.explain`. */
  description?: ReactNode;
  /** The placing call: its trade once placed, whether it runs, and how it forgets its answer. */
  placement: { data?: Trade | undefined; isPending: boolean; reset: () => void };
  /** Places the orders reviewed; `disabled` while the review does not allow it yet. */
  onPlace: () => void;
  disabled?: boolean | undefined;
  /** The button beside it (Cancel unless told). */
  other?: ReactNode;
  /** The review. */
  children: ReactNode;
}

/**
 * A dialog that reviews orders for one investment and places them once: the review with its place button, then,
 * once placed, the placed trade followed by `Progress` and Close. Closing forgets the placement.
 */
export function PlacementDialog({
  open,
  onOpenChange,
  words,
  description = words.explain,
  placement,
  onPlace,
  disabled,
  other,
  Progress,
  children,
}: PlacementDialogProps) {
  const placed = placement.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) placement.reset();
        onOpenChange(next);
      }}
      title={words.title}
      step={placed ? 'placed' : 'review'}
      description={description}
      size="lg"
      closeLabel={dialogMessages.close}
      footer={
        placed ? (
          <Button onClick={() => onOpenChange(false)}>{dialogMessages.close}</Button>
        ) : (
          <>
            {other ?? (
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {dialogMessages.cancel}
              </Button>
            )}
            <Button busy={placement.isPending} disabled={disabled} onClick={onPlace}>
              {words.place}
            </Button>
          </>
        )
      }
    >
      {placed ? (
        <>
          <Alert variant="success">{words.placed}</Alert>
          <Progress placed={placed} />
        </>
      ) : (
        children
      )}
    </Dialog>
  );
}

/**
 * A placement made once per review with the investment alone (close, repair): its client key is made when the
 * dialog opens and kept for every attempt from it; a failure is said under the review.
 */
export function KeyedPlacementDialog({
  call,
  investment,
  open,
  disabled,
  children,
  ...dialog
}: ReviewDialogProps & Pick<PlacementDialogProps, 'words' | 'disabled' | 'children'> & { call: 'close' | 'repair' }) {
  const clientKey = useReviewKey(open);
  const placement = useInvestmentCall(call);
  const problem = errorLines(placement.error);
  return (
    <PlacementDialog
      {...dialog}
      open={open}
      placement={placement}
      onPlace={() => placement.mutate({ investment, client_key: clientKey })}
      disabled={disabled}
    >
      {children}
      <AlertLines lines={problem} />
    </PlacementDialog>
  );
}
