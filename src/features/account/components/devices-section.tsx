import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { useLogout } from '#src/lib/session/use-session';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { formatDate } from '#contract/locale/format';
import { timeOfDay } from '#src/lib/format/date-time';
import type { Device } from '#contract/account/settings';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { accountKeys, accountQueries } from '../api/account-queries';
import { signOutDevice } from '../api/account-requests';
import { accountMessages as m } from '../messages';
import * as styles from './account.css';
import { QuerySection } from './query-section';

const when = (iso: string) => `${formatDate(iso)}, ${timeOfDay(iso)}`;

/** The live sessions of this account on this site, this one first; each can be signed out. */
export function DevicesSection() {
  const api = useApi();
  const store = useStore();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const devices = useQuery(accountQueries.devices(api));
  const signOut = useMutation({
    mutationFn: async (list: Device[]) => {
      for (const d of list) await signOutDevice(api, d.device);
      return list;
    },
    onSuccess: async (list) => {
      if (list.some((d) => d.current)) {
        await logout();
        showSnackbar(store, m.signedOutHere, 'success');
        return;
      }
      showSnackbar(store, m.signedOutDevice, 'success');
      await queryClient.invalidateQueries({ queryKey: accountKeys.devices() });
    },
  });
  const failure = signOut.isError ? formMessageOf(signOut.error) : undefined;
  return (
    <QuerySection title={m.devicesTitle} query={devices} loading={m.devicesLoading} failed={m.devicesFailed}>
      {({ devices: list }) => {
        const others = list.filter((d) => !d.current);
        if (list.length === 0) return <p>{m.devicesEmpty}</p>;
        return (
          <>
            {failure ? <Alert variant="error">{failure}</Alert> : null}
            <ul className={styles.list} data-testid="devices">
              {list.map((d) => (
                <li key={d.device} className={styles.row}>
                  <p className={styles.rowText}>
                    <strong>{d.label}</strong>
                    {d.current ? <span className={styles.badge}>{m.thisDevice}</span> : null}
                    <span className={styles.rowLabel}>
                      {m.signedIn(when(d.signed_in_at))}
                      {d.last_seen_at ? `, ${m.lastSeen(when(d.last_seen_at))}` : ''}
                    </span>
                  </p>
                  <Button
                    variant="secondary"
                    aria-label={m.signOutLabel(d.current ? m.thisDevice.toLowerCase() : d.label)}
                    busy={signOut.isPending && signOut.variables?.includes(d)}
                    onClick={() => signOut.mutate([d])}
                  >
                    {m.signOut}
                  </Button>
                </li>
              ))}
            </ul>
            {others.length > 1 ? (
              <div className={styles.actions}>
                <Button variant="text" onClick={() => signOut.mutate(others)}>
                  {m.signOutOthers}
                </Button>
              </div>
            ) : null}
          </>
        );
      }}
    </QuerySection>
  );
}
