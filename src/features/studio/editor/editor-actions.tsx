import { useRef, useState } from 'react';
import type { BasketStatusAction, StudioBasket } from '#contract/studio/types';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { useApi } from '#src/lib/http/api-context';
import { toApiError } from '#src/lib/http/api-error';
import { studioBasketCalls as calls } from '../api/studio-basket-api';
import { editorMessages as m } from './editor-messages';

type Confirm = 'delete' | 'close' | null;

export interface StatusActionsProps {
  basket: StudioBasket;
  onStatus: (basket: StudioBasket, action: BasketStatusAction) => void;
  onDeleted: () => void;
}

/**
 * A saved basket's moves: hide / unhide, close (confirmed), delete a draft (confirmed). One request at
 * a time; a failure is said in the dialog or under the buttons and changes nothing.
 */
export function StatusActions({ basket, onStatus, onDeleted }: StatusActionsProps) {
  const api = useApi();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const inFlight = useRef(false);

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
      setConfirm(null);
    } catch (err) {
      setFailure(toApiError(err).message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const move = (action: BasketStatusAction) =>
    run(async () => onStatus((await calls.status(api, basket.basket_hash, action)).basket, action));
  const remove = () =>
    run(async () => {
      await calls.deleteDraft(api, basket.basket_hash);
      onDeleted();
    });

  const s = basket.status;
  return (
    <>
      {s === 'published' ? (
        <Button variant="secondary" busy={busy} onClick={() => void move('hide')}>
          {m.hide}
        </Button>
      ) : null}
      {s === 'hidden' ? (
        <Button variant="secondary" busy={busy} onClick={() => void move('unhide')}>
          {m.unhide}
        </Button>
      ) : null}
      {s === 'published' || s === 'hidden' ? (
        <Button variant="secondary" onClick={() => setConfirm('close')}>
          {m.close}
        </Button>
      ) : null}
      {s === 'draft' ? (
        <Button variant="secondary" onClick={() => setConfirm('delete')}>
          {m.deleteDraft}
        </Button>
      ) : null}
      {failure && !confirm ? <Alert variant="error">{failure}</Alert> : null}
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'delete' ? m.deleteTitle : m.closeTitle}
        description={confirm === 'delete' ? m.deleteBody : m.closeBody}
        footer={
          <>
            <Button variant="secondary" data-autofocus onClick={() => setConfirm(null)}>
              {m.cancel}
            </Button>
            <Button busy={busy} onClick={() => void (confirm === 'delete' ? remove() : move('close'))}>
              {confirm === 'delete' ? m.deleteDraft : m.close}
            </Button>
          </>
        }
      >
        {failure ? <Alert variant="error">{failure}</Alert> : null}
      </Dialog>
    </>
  );
}
