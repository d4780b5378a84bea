import { useAtomValue } from 'jotai';
import { SESSION_MESSAGES as M } from '#contract/auth/session-messages';
import { Button } from './button';
import { Dialog } from './dialog';
import { screenerBodyAtom } from './screener-atom';
import { lockedBasketOf, type LockedBasket } from './locked-basket';

export interface ScreenerDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGoToFeatured: () => void;
  onSubscribe?: (basket: LockedBasket) => void;
}

/**
 * The screener dialog itself, loaded the first time the status rules open it (screener-dialog.tsx). When the refusal
 * named the basket and its adviser, it says whose plans include it and offers them first; the spec's button stays.
 */
export default function ScreenerDialogContent({
  open,
  onOpenChange,
  onGoToFeatured,
  onSubscribe,
}: ScreenerDialogContentProps) {
  const locked = lockedBasketOf(useAtomValue(screenerBodyAtom));
  const leave = (then: () => void) => () => {
    onOpenChange(false);
    then();
  };
  const offer = locked && onSubscribe ? locked : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.screenerTitle}
      description={M.screenerBody}
      dismissible={false}
      size="sm"
    >
      {offer ? (
        <>
          <p>{M.screenerLocked(offer.name, offer.adviser.name)}</p>
          <Button fullWidth data-autofocus onClick={leave(() => onSubscribe!(offer))}>
            {M.screenerSubscribe(offer.adviser.name)}
          </Button>
        </>
      ) : null}
      <Button
        fullWidth
        variant={offer ? 'secondary' : 'primary'}
        data-autofocus={offer ? undefined : true}
        onClick={leave(onGoToFeatured)}
      >
        {M.screenerAction}
      </Button>
    </Dialog>
  );
}
