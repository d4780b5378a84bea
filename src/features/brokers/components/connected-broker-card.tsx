import type { ConnectedBroker } from '#contract/trading/types';
import { formatDate } from '#contract/locale/format';
import { Button } from '#src/components/ui/button';
import { brokerMessages as m } from '../messages';
import * as styles from './brokers.css';

export interface ConnectedBrokerCardProps {
  broker: ConnectedBroker;
  onSignInAgain: () => void;
  onDisconnect: () => void;
  signingIn: boolean;
}

/** A connected broker: name, client code, whether its session is live, since when it is connected. */
export function ConnectedBrokerCard({ broker, onSignInAgain, onDisconnect, signingIn }: ConnectedBrokerCardProps) {
  return (
    <li className={styles.card}>
      <div>
        <h3 className={styles.name}>{broker.name}</h3>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{m.clientCode}</dt>
          <dd className={styles.factValue}>{broker.client_code}</dd>
          <dt className={styles.factLabel}>{m.session}</dt>
          <dd className={styles.factValue}>{broker.session_active ? m.sessionLive : m.sessionEnded}</dd>
          <dt className={styles.factLabel}>{m.connectedSince}</dt>
          <dd className={styles.factValue}>{formatDate(broker.connected_at)}</dd>
        </dl>
      </div>
      <div className={styles.actions}>
        {broker.session_active ? null : (
          <Button busy={signingIn} aria-label={m.signInAgainNamed(broker.name)} onClick={onSignInAgain}>
            {m.signInAgain}
          </Button>
        )}
        <Button variant="secondary" aria-label={m.disconnectNamed(broker.name)} onClick={onDisconnect}>
          {m.disconnect}
        </Button>
      </div>
    </li>
  );
}
