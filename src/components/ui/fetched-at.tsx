import { useOnline } from '#src/lib/offline/online-status';
import { useHydrated } from '#src/lib/ssr/use-hydrated';
import { ApiError } from '#src/lib/http/api-error';
import { timeOfDay } from '#src/lib/format/date-time';
import * as styles from './fetched-at.css';

const M = {
  lastUpdated: (time: string) => `Last updated ${time}`,
  lastUpdatedOffline: (time: string) => `Last updated ${time}, offline`,
} as const;

/**
 * When the figures shown were computed ('Last updated 11:02 AM'), with ', offline' when they come
 * from this device's copy: the browser is offline, or the last refresh could not reach the server.
 * `asOf` is the answer's own time (as_of), so a copy served by the service worker keeps its age.
 */
export function FetchedAt({ asOf, error }: { asOf: string | number; error?: unknown }) {
  const online = useOnline();
  const hydrated = useHydrated();
  const offline = (hydrated && !online) || (error instanceof ApiError && error.isOffline);
  const time = timeOfDay(asOf);
  return (
    <p className={styles.stamp} role="status" data-testid="fetched-at">
      {offline ? M.lastUpdatedOffline(time) : M.lastUpdated(time)}
    </p>
  );
}
