import { useEffect, useState } from 'react';
import { Notice } from '#src/components/ui/page';
import { offlineMessages } from '../messages';

interface StorageState {
  used: number | null;
  quota: number | null;
  persisted: boolean | null;
}

export const formatBytes = (n: number) => {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 / 1024 / 1024).toFixed(1)} GB`;
};

/** The space this site's offline data uses on the device, and whether the browser keeps it. */
export function StoragePanel() {
  const [state, setState] = useState<StorageState | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void (async () => {
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
      const persisted = await navigator.storage?.persisted?.().catch(() => null);
      if (live)
        setState({ used: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted: persisted ?? null });
    })();
    return () => {
      live = false;
    };
  }, []);
  return (
    <Notice title={offlineMessages.storageTitle}>
      {state === 'loading' ? (
        <p role="status">{offlineMessages.storageLoading}</p>
      ) : (
        <>
          <p data-testid="storage-used">
            {state.used !== null && state.quota !== null
              ? offlineMessages.storageUsed(formatBytes(state.used), formatBytes(state.quota))
              : offlineMessages.storageUnknown}
          </p>
          {state.persisted !== null ? (
            <p>{state.persisted ? offlineMessages.storagePersisted : offlineMessages.storageNotPersisted}</p>
          ) : null}
        </>
      )}
    </Notice>
  );
}
