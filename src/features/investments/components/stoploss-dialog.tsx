import { useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { formatRupees } from '#contract/locale/format';
import type { InvestmentDialogProps } from './sip-dialog';
import { useInvestmentCall } from '../api/use-investment-call';
import { dialogMessages } from '../dialog-messages';
import { errorLines } from '../error-text';
import * as styles from './investments.css';
import { TargetForm } from './target-form';

const m = dialogMessages.stoploss;

/** A percent strictly between 0 and 100, or null. */
export const readPercent = (text: string): number | null => {
  const p = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(p) && p > 0 && p < 100 ? p : null;
};

/**
 * Set, change or remove the investment's stop-loss (a percent below the money put in) and, in its own
 * form below, its target alert (a percent above it: target-form.tsx, decision 0302).
 */
export function StoplossDialog({ investment, open, onOpenChange }: InvestmentDialogProps) {
  const store = useStore();
  const [text, setText] = useState(investment.stoploss ? String(investment.stoploss.percent) : '10');
  const [error, setError] = useState<string | null>(null);
  const save = useInvestmentCall('setStoploss');
  const percent = readPercent(text);
  const problem = errorLines(save.error);
  const send = (value: number | null, message: string) =>
    save.mutate(
      { investment: investment.investment, percent: value },
      {
        onSuccess: () => {
          onOpenChange(false);
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.explain}
      closeLabel={dialogMessages.close}
    >
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="stoploss-percent">{m.percent}</label>
          <input
            id="stoploss-percent"
            className={styles.input}
            inputMode="decimal"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby="stoploss-hint"
            onChange={(e) => {
              // A corrected value says what it will do at once; a refusal only stays while it is still true.
              setText(e.target.value);
              setError(null);
            }}
          />
          <span id="stoploss-hint" role={error ? 'alert' : undefined}>
            {error ?? (percent === null ? '' : m.trigger(formatRupees(investment.invested * (1 - percent / 100))))}
          </span>
        </div>
        <AlertLines lines={problem} />
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            {m.save}
          </Button>
          {investment.stoploss ? (
            <Button variant="secondary" busy={save.isPending} onClick={() => send(null, m.removed)}>
              {m.remove}
            </Button>
          ) : null}
        </div>
      </form>
      <TargetForm investment={investment} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
