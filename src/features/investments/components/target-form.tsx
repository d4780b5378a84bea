import { useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import type { InvestmentSummary } from '#contract/investments/types';
import { formatRupees } from '#contract/locale/format';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Button } from '#src/components/ui/button';
import { useInvestmentCall } from '../api/use-investment-call';
import { dialogMessages } from '../dialog-messages';
import { errorLines } from '../error-text';
import * as styles from './investments.css';

const m = dialogMessages.target;

/** A percent from 0.01 to 1000, or null (the server's bounds: contract/investments/types.ts targetRequest). */
export const readTargetPercent = (text: string): number | null => {
  const p = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(p) && p >= 0.01 && p <= 1000 ? p : null;
};

/**
 * Set, change or remove the investment's target alert (a percent above the money put in), in the
 * stop-loss's dialog (decision 0302). Reached, it is told once and opens the exit's review: nothing
 * is sold on its own. `onDone` closes the dialog after a save or a removal.
 */
export function TargetForm({ investment, onDone }: { investment: InvestmentSummary; onDone: () => void }) {
  const store = useStore();
  const [text, setText] = useState(investment.target ? String(investment.target.percent) : '25');
  const [error, setError] = useState<string | null>(null);
  const save = useInvestmentCall('setTarget');
  const percent = readTargetPercent(text);
  const send = (value: number | null, message: string) =>
    save.mutate(
      { investment: investment.investment, percent: value },
      {
        onSuccess: () => {
          onDone();
          showSnackbar(store, message, 'success');
        },
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (percent === null) return setError(m.badPercent);
    setError(null);
    send(percent, m.saved);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="target-legend">
      <h3 id="target-legend">{m.legend}</h3>
      <p>{m.explain}</p>
      <div className={styles.field}>
        <label htmlFor="target-percent">{m.percent}</label>
        <input
          id="target-percent"
          className={styles.input}
          inputMode="decimal"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby="target-hint"
          onChange={(e) => {
            // A corrected value says what it will do at once; a refusal only stays while it is still true.
            setText(e.target.value);
            setError(null);
          }}
        />
        <span id="target-hint" role={error ? 'alert' : undefined}>
          {error ?? (percent === null ? '' : m.value(formatRupees(investment.invested * (1 + percent / 100))))}
        </span>
      </div>
      <AlertLines lines={errorLines(save.error)} />
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {m.save}
        </Button>
        {investment.target ? (
          <Button variant="secondary" busy={save.isPending} onClick={() => send(null, m.removed)}>
            {m.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
