import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { buyOnlyAmountProblem } from '#contract/investments/buy-only';
import { dialogMessages } from '../dialog-messages';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

/**
 * The buy-only rebalance's new money: checked as the server checks it (contract/investments/buy-only.ts), then
 * handed on, so the review is asked for once per amount rather than per keystroke.
 */
export function BuyOnlyAmount({ amount, onAmount }: { amount: number | undefined; onAmount: (n: number) => void }) {
  const [text, setText] = useState(amount === undefined ? '' : String(amount));
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(text.trim().replace(/[,₹\s]/g, ''));
    const problem = text.trim() === '' ? buyOnlyAmountProblem(Number.NaN) : buyOnlyAmountProblem(value);
    setError(problem);
    if (!problem) onAmount(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={m.amount}
        hint={m.amountHint}
        name="buy-only-amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onValueChange={setText}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {m.showOrders}
        </Button>
      </div>
    </form>
  );
}
