import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { applyUpdate, updateReadyAtom } from '#src/lib/offline/service-worker';
import { offlineMessages } from '../messages';
import { ringOnDark } from '../../../components/ui/focus-ring.css';
import * as styles from './offline.css';

/** Offers a waiting new version; nothing changes until the reader chooses Reload. */
export function UpdatePrompt() {
  const ready = useAtomValue(updateReadyAtom);
  const [dismissed, setDismissed] = useState(false);
  if (!ready || dismissed) return null;
  return (
    <div className={`${styles.toast} ${ringOnDark}`} role="status" aria-live="polite">
      <span>{offlineMessages.updateAvailable}</span>
      <button type="button" className={styles.toastButton} onClick={applyUpdate}>
        {offlineMessages.updateReload}
      </button>
      <button type="button" className={styles.toastButton} onClick={() => setDismissed(true)}>
        {offlineMessages.updateLater}
      </button>
    </div>
  );
}
