import { Link } from '@tanstack/react-router';
import { useOnline } from '#src/lib/offline/online-status';
import { offlineFirstLoadMessages as offlineMessages } from '../first-load-messages';
import { ringOnDark } from '../../../components/ui/focus-ring.css';
import * as styles from './offline.css';

/** Says so when the device is offline, and where the readable articles are. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={`${styles.banner} ${ringOnDark}`} role="status" data-testid="offline-banner">
      {offlineMessages.banner}
      <Link to="/saved/" className={styles.bannerLink}>
        {offlineMessages.bannerLink}
      </Link>
    </div>
  );
}
