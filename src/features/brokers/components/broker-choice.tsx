import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TRADING } from '#contract/trading/messages';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { brokerQueries } from '../api/broker-queries';
import { brokerMessages as m } from '../messages';
import { useBrokerConnect } from '../use-broker-connect';
import * as styles from './brokers.css';

/**
 * The buy flow's broker: one of the connected brokers (the first with a live session is chosen), or,
 * with none, a way to connect one here (in a new window, so the basket page and the amount stay) or on
 * settings/brokers/.
 */
export function BrokerChoice({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const api = useApi();
  const list = useQuery(brokerQueries.connected(api));
  const { connect, pending } = useBrokerConnect('new-window');
  const connected = list.data?.brokers;
  useEffect(() => {
    const all = connected ?? [];
    if (value && all.some((b) => b.broker_id === value)) return;
    const pick = (all.find((b) => b.session_active) ?? all[0])?.broker_id ?? null;
    if (pick !== value) onChange(pick);
  }, [connected, value, onChange]);
  const brokers = connected ?? [];

  if (list.isPending) return <Spinner label={m.loading} />;
  if (list.isError)
    return (
      <div>
        <Alert variant="error">{m.failed}</Alert>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {m.retry}
        </Button>
      </div>
    );
  if (brokers.length === 0)
    return (
      <div>
        <p>{TRADING.noBroker}</p>
        <p className={styles.actions}>
          {list.data.available.map((broker) => (
            <Button
              key={broker.broker_id}
              variant="secondary"
              busy={pending === broker.broker_id}
              onClick={() => void connect(broker.broker_id)}
            >
              {m.connectNamed(broker.name)}
            </Button>
          ))}
        </p>
        <Link className={styles.link} to="/settings/brokers/">
          {m.manageBrokers}
        </Link>
      </div>
    );
  const chosen = brokers.find((b) => b.broker_id === value);
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{m.chooseBroker}</legend>
      {brokers.map((broker) => (
        <label key={broker.broker_id} className={styles.choice}>
          <input
            type="radio"
            name="broker"
            value={broker.broker_id}
            checked={value === broker.broker_id}
            onChange={() => onChange(broker.broker_id)}
          />
          <span>
            {broker.name} · {broker.client_code}
            {broker.session_active ? null : <span className={styles.muted}> ({m.signInAgain})</span>}
          </span>
        </label>
      ))}
      {chosen && !chosen.session_active ? (
        <Button variant="secondary" busy={pending === chosen.broker_id} onClick={() => void connect(chosen.broker_id)}>
          {m.signInAgainNamed(chosen.name)}
        </Button>
      ) : null}
    </fieldset>
  );
}
