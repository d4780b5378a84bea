import type { FormEvent, ReactNode } from 'react';
import { formatRupees } from '#contract/locale/format';
import { TRADING } from '#contract/trading/messages';
import { TextField } from '#src/components/ui/text-field';
import { tradingMessages as m } from '../messages';

export interface AmountFormProps {
  id: string;
  amount: string;
  minimum: number;
  onAmount: (value: string) => void;
  error?: string;
  /** The broker choice (the brokers feature's, composed in by the app). */
  brokerChoice: ReactNode;
  onSubmit: () => void;
}

/** Step one of investing: how much, and through which broker. */
export function AmountForm({ id, amount, minimum, onAmount, error, brokerChoice, onSubmit }: AmountFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form id={id} onSubmit={submit} noValidate>
      <TextField
        label={m.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={onAmount}
        hint={m.amountHint(formatRupees(minimum))}
        error={error}
      />
      {brokerChoice}
    </form>
  );
}

/** The amount in rupees, or the message that says what is wrong with it. */
export function readAmount(raw: string, minimum: number): { amount: number } | { error: string } {
  const clean = raw.replace(/[₹,\s]/g, '');
  const amount = Number(clean);
  if (clean === '' || !Number.isFinite(amount) || amount <= 0) return { error: m.amountInvalid };
  if (amount < minimum) return { error: TRADING.belowMinimum(formatRupees(minimum)) };
  return { amount };
}
