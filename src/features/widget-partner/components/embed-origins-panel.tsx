import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { WebWidgetBody } from '#contract/web-widget/types';
import { checkOrigin } from '#contract/web-widget/rules';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { useApi } from '#src/lib/http/api-context';
import { toApiError } from '#src/lib/http/api-error';
import { widgetPartnerCalls, widgetPartnerQueries } from '../api/widget-partner-queries';
import * as styles from './widget-partner.css';

/** The brand's allowed embedder origins; an admin adds and removes the stored ones (docs/widget.md). */
export function EmbedOriginsPanel({ data, isAdmin }: { data: WebWidgetBody; isAdmin: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [origin, setOrigin] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: (body: { origin: string; action: 'add' | 'remove' }) => widgetPartnerCalls.changeOrigin(api, body),
    onSuccess: (body, { origin: changed, action }) => {
      queryClient.setQueryData(widgetPartnerQueries.origins(api).queryKey, body);
      setDone(action === 'add' ? `${changed} may now embed the blog.` : `${changed} was removed.`);
      if (action === 'add') setOrigin('');
    },
    onError: (err) => {
      const e = toApiError(err);
      const field = (e.body as { errors?: { origin?: string } } | undefined)?.errors?.origin;
      setError(field ?? e.message);
      setDone('');
    },
  });

  const add = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkOrigin(origin);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    change.mutate({ origin: checked.origin, action: 'add' });
  };

  const all = [
    ...data.configured.map((o) => ({ origin: o, stored: false })),
    ...data.stored.map((s) => ({ origin: s.origin, stored: true })),
  ];
  return (
    <>
      {all.length ? (
        <ul className={styles.list} aria-label="Allowed websites">
          {all.map((o) => (
            <li key={o.origin} className={styles.item}>
              <span>{o.origin}</span>
              {o.stored && isAdmin ? (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={change.isPending}
                  aria-label={`Remove ${o.origin}`}
                  onClick={() => change.mutate({ origin: o.origin, action: 'remove' })}
                >
                  Remove
                </Button>
              ) : (
                <span className={styles.muted}>{o.stored ? 'Added by an administrator' : 'Brand configuration'}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No website may embed the blog yet.</p>
      )}
      {isAdmin ? (
        <form className={styles.addForm} onSubmit={add} noValidate>
          <TextField
            label="Website origin"
            name="origin"
            value={origin}
            onValueChange={setOrigin}
            error={error}
            hint="https://host with an optional :port, no path and no wildcards (http:// only for localhost)."
            placeholder="https://www.example.com"
            autoComplete="off"
            inputMode="url"
          />
          <div className={styles.row}>
            <Button type="submit" disabled={change.isPending}>
              Add website
            </Button>
            <p role="status" className={styles.muted}>
              {done}
            </p>
          </div>
        </form>
      ) : null}
    </>
  );
}
