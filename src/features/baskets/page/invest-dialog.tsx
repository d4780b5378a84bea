import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { basketPageMessages as m } from '../basket-page-messages';

/** Until orders arrive with the broker connection, 'Invest' says so (loaded when it first opens). */
export default function InvestDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.investTitle}
      size="sm"
      closeLabel={m.close}
      footer={<Button onClick={onClose}>{m.close}</Button>}
    >
      <p>{m.investText}</p>
    </Dialog>
  );
}
