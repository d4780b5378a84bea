import { useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { AlertLines } from '#src/components/ui/alert-lines';
import { Button } from '#src/components/ui/button';
import { Dialog, type DialogProps } from '#src/components/ui/dialog';
import { formatDate, formatRupees } from '#contract/locale/format';
import type { InvestmentSummary } from '#contract/investments/types';
import { useInvestmentCall } from '../api/use-investment-call';
import { dialogMessages } from '../dialog-messages';
import { errorLines } from '../error-text';
import * as styles from './investments.css';
import { SipInstalment } from './sip-allocation';

const m = dialogMessages.sip;
type Frequency = 'monthly' | 'quarterly';

/** A dialog that changes one setting of an investment. */
export type InvestmentDialogProps = Pick<DialogProps, 'open' | 'onOpenChange'> & { investment: InvestmentSummary };

/** A whole day from 1 to 28 and a positive amount, or the field's message. */
export function checkSip(amount: string, day: string): { amount?: string; day?: string } {
  const errors: { amount?: string; day?: string } = {};
  const a = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(a) || a <= 0 || a > 10_000_000) errors.amount = m.badAmount;
  const d = Number(day);
  if (!/^\d{1,2}$/.test(day.trim()) || d < 1 || d > 28) errors.day = m.badDay;
  return errors;
}

/**
 * Start (or change) and stop the investment's SIP; the frequencies are the brand's (docs/investments-screens.md,
 * "Dialogs"). With a SIP, what its instalment buys and why, and Confirm when it is due (sip-allocation.tsx).
 */
export function SipDialog({ investment, open, onOpenChange }: InvestmentDialogProps) {
  const brand = useBrand();
  const store = useStore();
  const frequencies = brand.rebalanceFrequencies as Frequency[];
  const sip = investment.sip;
  const [frequency, setFrequency] = useState<Frequency>(sip?.frequency ?? frequencies[0] ?? 'monthly');
  const [amount, setAmount] = useState(sip ? String(sip.amount) : '');
  const [day, setDay] = useState(sip ? String(sip.day) : '5');
  const [errors, setErrors] = useState<{ amount?: string; day?: string }>({});
  const start = useInvestmentCall('startSip');
  const stop = useInvestmentCall('stopSip');
  const problem = errorLines(start.error ?? stop.error);
  const done = (message: string) => {
    onOpenChange(false);
    showSnackbar(store, message, 'success');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkSip(amount, day);
    setErrors(found);
    if (found.amount || found.day) return;
    start.mutate(
      { investment: investment.investment, frequency, amount: Number(amount), day: Number(day) },
      { onSuccess: () => done(m.started) },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.title} closeLabel={dialogMessages.close}>
      {sip ? (
        <>
          <p>{m.current(formatRupees(sip.amount), m.frequencies[sip.frequency], sip.day, formatDate(sip.next_due))}</p>
          <SipInstalment
            investment={investment.investment}
            sip={sip}
            open={open}
            onConfirmed={() => done(m.confirmed)}
          />
        </>
      ) : null}
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{m.frequency}</legend>
          {frequencies.map((f) => (
            <label key={f} className={styles.choice}>
              <input type="radio" name="sip-frequency" checked={frequency === f} onChange={() => setFrequency(f)} />{' '}
              {m.frequencies[f]}
            </label>
          ))}
        </fieldset>
        <SipField id="sip-amount" label={m.amount} value={amount} onChange={setAmount} error={errors.amount} />
        <SipField id="sip-day" label={m.day} value={day} onChange={setDay} error={errors.day} />
        <AlertLines lines={problem} />
        <div className={styles.actions}>
          <Button type="submit" busy={start.isPending}>
            {m.start}
          </Button>
          {sip ? (
            <Button
              variant="secondary"
              busy={stop.isPending}
              onClick={() => stop.mutate({ investment: investment.investment }, { onSuccess: () => done(m.stopped) })}
            >
              {m.stop}
            </Button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

function SipField(props: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className={styles.input}
        inputMode="numeric"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? (
        <span id={`${props.id}-error`} role="alert">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
