import { useId, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import * as textField from '#src/components/ui/text-field.css';
import type { ReportFilters as Filters } from '../api/dealer-queries';
import { statusWord } from './report-table';
import * as styles from './dealer.css';

export const NO_FILTERS: Filters = { q: '', from: '', to: '', status: '' };

/** Client search, date range and status (where the report has one); applied on submit, kept as typed. */
export function ReportFilters({
  statuses,
  applied,
  onApply,
}: {
  statuses: string[];
  applied: Filters;
  onApply: (f: Filters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Filters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to)
      return setError('The start date must be on or before the end date');
    setError(null);
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <form onSubmit={submit} className={styles.toolbar} noValidate aria-label="Filters">
      <TextField name="q" label="Client" value={draft.q} onValueChange={set('q')} maxLength={80} />
      <TextField
        name="from"
        label="From"
        type="date"
        value={draft.from}
        onValueChange={set('from')}
        error={error ?? undefined}
      />
      <TextField name="to" label="To" type="date" value={draft.to} onValueChange={set('to')} />
      {statuses.length ? (
        <div className={styles.field}>
          <label htmlFor={id} className={textField.label}>
            Status
          </label>
          <select
            id={id}
            className={styles.select}
            value={draft.status}
            onChange={(e) => set('status')(e.target.value)}
          >
            <option value="">Any</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusWord(s)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          setDraft(NO_FILTERS);
          setError(null);
          onApply(NO_FILTERS);
        }}
      >
        Clear
      </Button>
    </form>
  );
}
