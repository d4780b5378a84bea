import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import {
  KIND_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationKind,
} from '#contract/push/notification-kinds';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { visuallyHidden } from '#src/components/ui/visually-hidden.css';
import { accountKeys, accountQueries } from '../api/account-queries';
import { saveNotificationChannel } from '../api/account-requests';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';
import { QuerySection } from './query-section';

interface Change {
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
}

/**
 * Each kind's channels (push, e-mail, SMS where the kind goes by them), saved as soon as a box is
 * ticked (docs/push.md, "Kinds and channels"): a fieldset per kind with a checkbox per channel, which
 * stacks at 320 px where a table would not fit. A refused change (SMS without a mobile number) is put
 * back and said.
 */
export function NotificationsSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const grid = useQuery(accountQueries.notifications(api));
  const save = useMutation({
    mutationFn: (change: Change) => saveNotificationChannel(api, change),
    onMutate: ({ kind, channel, enabled }) => {
      const before = queryClient.getQueryData<NotificationChannels>(accountKeys.notifications());
      if (before) {
        queryClient.setQueryData(accountKeys.notifications(), {
          ...before,
          [kind]: { ...before[kind], [channel]: enabled },
        });
      }
      return { before };
    },
    onError: (_err, _change, context) => queryClient.setQueryData(accountKeys.notifications(), context?.before),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notifications(), saved),
  });
  const failure = save.isError ? formMessageOf(save.error) : undefined;
  return (
    <QuerySection
      title={m.notificationsTitle}
      query={grid}
      loading={m.notificationsLoading}
      failed={m.notificationsFailed}
      intro={<p className={styles.muted}>{m.notificationsIntro}</p>}
    >
      {(current) => (
        <>
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          {NOTIFICATION_KINDS.map((kind) => (
            <fieldset key={kind} className={styles.fieldset} aria-describedby={`notify-${kind}-hint`}>
              <legend>
                <strong>{m.kinds[kind]}</strong>
              </legend>
              <span id={`notify-${kind}-hint`} className={styles.rowLabel}>
                {m.kindHints[kind]}
              </span>
              {KIND_CHANNELS[kind].map((channel) => (
                <label key={channel} className={styles.toggle}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    name={`notify-${kind}-${channel}`}
                    checked={current[kind][channel] === true}
                    onChange={() => save.mutate({ kind, channel, enabled: current[kind][channel] !== true })}
                  />
                  {/* Named with its kind ('Orders: Push to this device'), heard alone as in its group. */}
                  <span>
                    <span className={visuallyHidden}>{m.kinds[kind]}: </span>
                    {m.channels[channel]}
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </>
      )}
    </QuerySection>
  );
}
