import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { control } from '#src/components/ui/form.css';
import { formatRupees } from '#contract/locale/format';
import type { PriceAlert, PriceAlertsBody } from '#contract/push/price-alerts';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { accountKeys, accountQueries } from '../api/account-queries';
import { addPriceAlert, removePriceAlert } from '../api/account-requests';
import { accountMessages } from '../messages';
import * as styles from './account.css';
import { QuerySection } from './query-section';

const m = accountMessages.priceAlerts;
const named = (a: PriceAlert) => m.alert(a.symbol, m.directions[a.direction], formatRupees(a.price));

/**
 * The investor's price alerts (docs/investments.md, "Price alerts"): each with its stock's last price
 * and a Remove button, then a form to add one on a stock they hold or one of their baskets has. The
 * settings screen is where the notice of a crossing leads (#price-alerts).
 */
export function PriceAlertsSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const alerts = useQuery(accountQueries.priceAlerts(api));
  const saved = (body: PriceAlertsBody) => queryClient.setQueryData(accountKeys.priceAlerts(), body);
  const add = useMutation({
    mutationFn: (a: Parameters<typeof addPriceAlert>[1]) => addPriceAlert(api, a),
    onSuccess: saved,
  });
  const remove = useMutation({ mutationFn: (id: number) => removePriceAlert(api, id), onSuccess: saved });
  const failure = add.isError ? formMessageOf(add.error) : remove.isError ? formMessageOf(remove.error) : undefined;
  return (
    <div id="price-alerts">
      <QuerySection
        title={m.title}
        query={alerts}
        loading={m.loading}
        failed={m.failed}
        intro={<p className={styles.muted}>{m.intro}</p>}
      >
        {(body) => (
          <>
            {failure ? <Alert variant="error">{failure}</Alert> : null}
            {body.alerts.length === 0 ? (
              <p>{m.none}</p>
            ) : (
              <ul className={styles.list} aria-label={m.list}>
                {body.alerts.map((a) => (
                  <li key={a.id} className={styles.row}>
                    <span className={styles.rowText}>
                      {named(a)}
                      <span className={styles.rowLabel}>
                        {a.last_price === null ? null : m.last(formatRupees(a.last_price))}
                        {a.crossed ? `, ${m.crossed}` : null}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={m.removeNamed(named(a))}
                      onClick={() => remove.mutate(a.id)}
                    >
                      {m.remove}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {body.symbols.length === 0 ? <p>{m.noSymbols}</p> : <AddForm symbols={body.symbols} add={add} />}
          </>
        )}
      </QuerySection>
    </div>
  );
}

interface AddProps {
  symbols: string[];
  add: { mutate: (a: Parameters<typeof addPriceAlert>[1]) => void; isPending: boolean };
}

/** Stock, direction and price; the price checked here as the server checks it (at least ₹0.01). */
function AddForm({ symbols, add }: AddProps) {
  const [symbol, setSymbol] = useState(symbols[0]!);
  const [direction, setDirection] = useState<'above' | 'below'>('above');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = Number(price.trim());
    if (price.trim() === '' || !Number.isFinite(p) || p < 0.01) return setError(m.badPrice);
    setError(null);
    add.mutate({ symbol, direction, price: p });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label>
        {m.symbol}
        <select className={control} value={symbol} onChange={(e) => setSymbol(e.target.value)}>
          {symbols.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label>
        {m.direction}
        <select
          className={control}
          value={direction}
          onChange={(e) => setDirection(e.target.value === 'below' ? 'below' : 'above')}
        >
          <option value="above">{m.directions.above}</option>
          <option value="below">{m.directions.below}</option>
        </select>
      </label>
      <label>
        {m.price}
        <input
          className={control}
          inputMode="decimal"
          value={price}
          aria-invalid={error ? true : undefined}
          aria-describedby="price-alert-error"
          onChange={(e) => setPrice(e.target.value)}
        />
      </label>
      <span id="price-alert-error" role={error ? 'alert' : undefined} className={styles.error}>
        {error ?? ''}
      </span>
      <Button type="submit" busy={add.isPending}>
        {m.add}
      </Button>
    </form>
  );
}
