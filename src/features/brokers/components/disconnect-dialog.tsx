import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { BROKER_LINK } from '#contract/trading/messages';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { brokerQueries, disconnectBroker } from '../api/broker-queries';
import { brokerMessages as m } from '../messages';

/** Asks before disconnecting a broker; says so when done. */
export function DisconnectDialog({
  broker,
  onClose,
}: {
  broker: { broker_id: string; name: string };
  onClose: () => void;
}) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: () => disconnectBroker(api, broker.broker_id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: brokerQueries.all });
      showSnackbar(store, BROKER_LINK.disconnected(broker.name), 'success');
      onClose();
    },
  });
  const failed = disconnect.isError && !(disconnect.error instanceof ApiError && disconnect.error.handled);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.disconnectTitle(broker.name)}
      size="sm"
      closeLabel={m.keep}
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={onClose}>
            {m.keep}
          </Button>
          <Button busy={disconnect.isPending} onClick={() => disconnect.mutate()}>
            {m.disconnect}
          </Button>
        </>
      }
    >
      <p>{m.disconnectText}</p>
      {failed ? <Alert variant="error">{m.disconnectFailed(broker.name)}</Alert> : null}
    </Dialog>
  );
}
