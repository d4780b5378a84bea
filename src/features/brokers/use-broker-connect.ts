import { useCallback, useState } from 'react';
import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { startBrokerConnect, type ConnectMode } from './broker-connect';

/** Starts connecting a broker from a screen; `pending` names the broker whose sign-in is being asked for. */
export function useBrokerConnect(mode: ConnectMode, next?: string) {
  const api = useApi();
  const store = useStore();
  const brand = useBrand();
  const [pending, setPending] = useState<string | null>(null);
  const connect = useCallback(
    async (brokerId: string) => {
      setPending(brokerId);
      const outcome = await startBrokerConnect(
        { api, store, brand, origin: window.location.origin, assign: (url) => window.location.assign(url) },
        { brokerId, mode, next },
      );
      // This tab is leaving for the broker: the button stays busy until it has.
      if (outcome !== 'navigating') setPending(null);
    },
    [api, store, brand, mode, next],
  );
  return { connect, pending };
}
