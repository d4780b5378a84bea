import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Spinner } from '#src/components/ui/spinner';
import { API } from '#contract/http/api-paths';
import { formatRupees } from '#contract/locale/format';
import type { Subscription } from '#contract/subscriptions/payments';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { useRefreshUser } from '../use-refresh-user';
import { subscriptionKeys, subscriptionQueries } from '../api/subscription-queries';
import { subscriptionMessages as m } from '../subscription-messages';
import * as styles from './account.css';

/** Shows the refund of the unexpired period (SEBI) before the investor confirms the cancellation. */
export function CancelDialog({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const preview = useQuery(subscriptionQueries.cancelPreview(api, subscription.id));
  const cancel = useMutation({
    mutationFn: () => api.post<Subscription>(API.payments.cancel, { subscription: subscription.id }),
    onSuccess: async () => {
      showSnackbar(store, m.cancelled, 'success');
      onClose();
      // The refund of a subscription just cancelled is no longer a question the server answers (400):
      // everything else of the account's subscriptions is asked again, not that.
      await queryClient.invalidateQueries({
        queryKey: subscriptionKeys.all(),
        predicate: (query) => query.queryKey[2] !== subscriptionKeys.cancelPreview(subscription.id)[2],
      });
      await refreshUser();
    },
  });
  const failure = cancel.isError ? formMessageOf(cancel.error) : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.cancelTitle(subscription.plan.name)}
      footer={
        <div className={styles.actions}>
          <Button
            variant="primary"
            busy={cancel.isPending}
            disabled={!preview.isSuccess}
            onClick={() => cancel.mutate()}
            data-autofocus
          >
            {m.cancelConfirm}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {m.keep}
          </Button>
        </div>
      }
    >
      {preview.isPending ? <Spinner label={m.cancelLoading} /> : null}
      {preview.isError ? <Alert variant="error">{formMessageOf(preview.error) ?? m.cancelFailed}</Alert> : null}
      {preview.isSuccess ? (
        <p data-testid="cancel-refund">
          {m.cancelRefund(
            formatRupees(preview.data.refund_amount, { maxFractionDigits: 2 }),
            preview.data.unexpired_days,
            preview.data.period_days,
          )}{' '}
          {m.cancelNoFurther}
        </p>
      ) : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </Dialog>
  );
}
