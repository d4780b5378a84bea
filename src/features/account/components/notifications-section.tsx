import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import type { NotificationPrefs } from '#contract/account/settings';
import { NOTIFICATION_KINDS, type NotificationKind } from '#contract/push/notification-kinds';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { accountKeys, accountQueries } from '../api/account-queries';
import { saveNotifications } from '../api/account-requests';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';
import { QuerySection } from './query-section';

/** Push on or off per kind (payments, orders, rebalances), saved as soon as a box is ticked. */
export function NotificationsSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const prefs = useQuery(accountQueries.notifications(api));
  const save = useMutation({
    mutationFn: (next: NotificationPrefs) => saveNotifications(api, next),
    onMutate: (next) => {
      const before = queryClient.getQueryData<NotificationPrefs>(accountKeys.notifications());
      queryClient.setQueryData(accountKeys.notifications(), next);
      return { before };
    },
    onError: (_err, _next, context) => queryClient.setQueryData(accountKeys.notifications(), context?.before),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notifications(), saved),
  });
  const toggle = (current: NotificationPrefs, kind: NotificationKind) =>
    save.mutate({ ...current, [kind]: !current[kind] });
  const failure = save.isError ? formMessageOf(save.error) : undefined;
  return (
    <QuerySection
      title={m.notificationsTitle}
      query={prefs}
      loading={m.notificationsLoading}
      failed={m.notificationsFailed}
      intro={<p className={styles.muted}>{m.notificationsIntro}</p>}
    >
      {(current) => (
        <>
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <ul className={styles.list}>
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <label className={styles.toggle}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    name={`notify-${kind}`}
                    checked={current[kind]}
                    onChange={() => toggle(current, kind)}
                    aria-describedby={`notify-${kind}-hint`}
                  />
                  <span>
                    <strong>{m.kinds[kind]}</strong>
                    <span id={`notify-${kind}-hint`} className={styles.rowLabel}>
                      {m.kindHints[kind]}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </QuerySection>
  );
}
