import { useOnline } from '#src/lib/offline/online-status';
import { useHydrated } from '#src/lib/ssr/use-hydrated';
import { ApiError } from '#src/lib/http/api-error';
import { timeOfDay } from '../investment-figures';
import { investmentMessages as m } from '../messages';
import * as styles from './investments.css';

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
      {offline ? m.lastUpdatedOffline(time) : m.lastUpdated(time)}
    </p>
  );
}
