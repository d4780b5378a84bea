import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { BROKER_LINK } from '#contract/trading/messages';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { useSession } from '#src/lib/session/use-session';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Button } from '#src/components/ui/button';
import { Page, leadClass } from '#src/components/ui/page';
import { QueryView } from '#src/components/ui/query-view';
import { TitledSection } from '#src/components/ui/page';
import { brokerQueries } from '../api/broker-queries';
import { brokerMessages as m } from '../messages';
import { useBrokerConnect } from '../use-broker-connect';
import { ConnectedBrokerCard } from './connected-broker-card';
import { DisconnectDialog } from './disconnect-dialog';
import * as styles from './brokers.css';
import { SignInNotice } from '#src/components/ui/sign-in-notice';

const shell = { className: styles.section, titleClassName: styles.sectionTitle };

/**
 * settings/brokers/: the user's connected brokers and the brand's others. Back from a broker's
 * sign-in the address carries ?connected=<id>: the snackbar says so, and `onConnectedShown` drops it.
 */
export function BrokersPage({ connected, onConnectedShown }: { connected?: string; onConnectedShown: () => void }) {
  const { isLoggedIn } = useSession();
  const store = useStore();
  const brand = useBrand();
  useEffect(() => {
    if (!connected) return;
    const broker = brand.brokers.find((b) => b.id === connected);
    if (broker) showSnackbar(store, BROKER_LINK.connected(broker.name), 'success');
    onConnectedShown();
  }, [connected, brand, store, onConnectedShown]);
  return (
    <Page title={m.title}>
      <p className={leadClass}>{m.lead}</p>
      {isLoggedIn ? <BrokerLists /> : <SignInNotice title={m.signInTitle} text={m.signInText} action={m.logIn} />}
    </Page>
  );
}

function BrokerLists() {
  const api = useApi();
  const list = useQuery(brokerQueries.connected(api));
  const { connect, pending } = useBrokerConnect('same-tab');
  const [disconnecting, setDisconnecting] = useState<{ broker_id: string; name: string } | null>(null);
  return (
    <QueryView
      query={list}
      loading={m.loading}
      problem={{ title: m.failed, messages: m, serverWords: false }}
      errorFirst
    >
      {({ brokers, available }) => (
        <>
          <TitledSection id="brokers-connected" title={m.connectedTitle} {...shell}>
            {brokers.length === 0 ? (
              <p>{m.noneConnected}</p>
            ) : (
              <ul className={styles.list}>
                {brokers.map((broker) => (
                  <ConnectedBrokerCard
                    key={broker.broker_id}
                    broker={broker}
                    signingIn={pending === broker.broker_id}
                    onSignInAgain={() => void connect(broker.broker_id)}
                    onDisconnect={() => setDisconnecting(broker)}
                  />
                ))}
              </ul>
            )}
          </TitledSection>
          <TitledSection id="brokers-available" title={m.availableTitle} {...shell}>
            {available.length === 0 ? (
              <p>{m.noneAvailable}</p>
            ) : (
              <ul className={styles.list}>
                {available.map((broker) => (
                  <li key={broker.broker_id} className={styles.card}>
                    <h3 className={styles.name}>{broker.name}</h3>
                    <Button
                      busy={pending === broker.broker_id}
                      aria-label={m.connectNamed(broker.name)}
                      onClick={() => void connect(broker.broker_id)}
                    >
                      {m.connect}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
          {disconnecting ? <DisconnectDialog broker={disconnecting} onClose={() => setDisconnecting(null)} /> : null}
        </>
      )}
    </QueryView>
  );
}
