import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import type { AumFilter } from '../api/admin-queries';
import * as styles from './admin.css';

/** The ledger's filter: a date range and one adviser or all; applied on submit. */
export function AumFilters({
  initial,
  advisers,
  onApply,
}: {
  initial: AumFilter;
  advisers: { slug: string; name: string }[];
  onApply: (f: AumFilter) => void;
}) {
  const [f, setF] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (f.from && f.to && f.from > f.to) {
      setError('The from date must not be after the to date');
      return;
    }
    setError(undefined);
    onApply(f);
  };
  return (
    <form className={styles.row} onSubmit={submit} aria-label="Filter the ledger">
      <TextField
        label="From"
        name="from"
        type="date"
        value={f.from}
        error={error}
        onValueChange={(from) => setF({ ...f, from })}
      />
      <TextField label="To" name="to" type="date" value={f.to} onValueChange={(to) => setF({ ...f, to })} />
      <label className={styles.label}>
        Adviser
        <select className={styles.select} value={f.adviser} onChange={(e) => setF({ ...f, adviser: e.target.value })}>
          <option value="">All advisers</option>
          {advisers.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">Show</Button>
    </form>
  );
}
