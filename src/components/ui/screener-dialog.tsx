import { useAtom } from 'jotai';
import { screenerDialogAtom } from './screener-atom';
import { SESSION_MESSAGES as M } from '#contract/session-messages';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * The blocking 'Subscriber exclusive screener' dialog (spec §2): opened by the status rules when a
 * GET answers 4, 7 or 10. Its one button goes to the featured baskets.
 */
export function ScreenerDialog({ onGoToFeatured }: { onGoToFeatured: () => void }) {
  const [open, setOpen] = useAtom(screenerDialogAtom);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={M.screenerTitle}
      description={M.screenerBody}
      dismissible={false}
      size="sm"
    >
      <Button
        fullWidth
        data-autofocus
        onClick={() => {
          setOpen(false);
          onGoToFeatured();
        }}
      >
        {M.screenerAction}
      </Button>
    </Dialog>
  );
}
