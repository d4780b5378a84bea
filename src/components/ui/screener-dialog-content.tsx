import { SESSION_MESSAGES as M } from '#contract/auth/session-messages';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ScreenerDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGoToFeatured: () => void;
}

/** The screener dialog itself, loaded the first time the status rules open it (screener-dialog.tsx). */
export default function ScreenerDialogContent({ open, onOpenChange, onGoToFeatured }: ScreenerDialogContentProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.screenerTitle}
      description={M.screenerBody}
      dismissible={false}
      size="sm"
    >
      <Button
        fullWidth
        data-autofocus
        onClick={() => {
          onOpenChange(false);
          onGoToFeatured();
        }}
      >
        {M.screenerAction}
      </Button>
    </Dialog>
  );
}
