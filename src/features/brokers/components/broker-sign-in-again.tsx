import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { brokerSignInAgainAtom } from '#src/lib/session/session-atoms';

/**
 * Mounted once in the root layout: when a trading call answered '110' naming a connected broker
 * (decision 0130), asks for that broker's sign-in again through the broker-redirect dialog, coming
 * back to this page. The user's own session is untouched.
 */
export function BrokerSignInAgain() {
  const brokerId = useAtomValue(brokerSignInAgainAtom);
  const api = useApi();
  const store = useStore();
  const brand = useBrand();
  useEffect(() => {
    if (!brokerId) return;
    store.set(brokerSignInAgainAtom, null);
    const next = `${window.location.pathname}${window.location.search}`;
    // Loaded when first needed: the connect flow stays out of every page's first load.
    void import('../broker-connect').then(({ startBrokerConnect }) =>
      startBrokerConnect(
        { api, store, brand, origin: window.location.origin, assign: (url) => window.location.assign(url) },
        { brokerId, mode: 'new-window', next },
      ),
    );
  }, [brokerId, api, store, brand]);
  return null;
}
