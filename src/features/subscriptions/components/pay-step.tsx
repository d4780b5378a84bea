import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { formatRupees } from '#contract/locale/format';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import type { PriceBody } from '#contract/subscriptions/plans';
import { useApi } from '#src/lib/http/api-context';
import { paymentStatusAtom } from '#src/lib/session/subscription-atoms';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/text-field';
import { checkoutCalls } from '../api/checkout-calls';
import { loadCheckout, saveCheckout } from '../checkout-store';
import { newClientKey } from '#src/lib/http/client-key';
import { planLine } from '../plan-line';
import { callErrorText, fieldErrorsOf } from '#src/lib/forms/form-errors';
import { subscriptionMessages as m } from '../messages';
import { PriceTable } from './price-table';
import { PayeeNotes } from './payee-notes';
import * as styles from './checkout.css';

const WORDS = { offline: m.offline, server: m.serverError };

/**
 * Step 4: the price with an optional discount code, GST and the total; Pay creates the transaction
 * (one per client key, kept across retries) and the status rules follow the head.status 6 redirect to
 * the hosted checkout.
 */
export function PayStep({ summary }: { summary: PlanCheckoutBody }) {
  const store = useStore();
  const calls = checkoutCalls(useApi());
  const plan = summary.plan.id;
  const [code, setCode] = useState(() => loadCheckout(plan).code ?? '');
  const [price, setPrice] = useState<PriceBody>(summary.price);
  const [linked] = useState(() => loadCheckout(plan).link !== undefined);
  const discount = useMutation({
    mutationFn: (c: string) => calls.applyDiscount(plan, c),
    onSuccess: (p) => {
      setPrice(p);
      saveCheckout(plan, { code: p.discount_code ?? undefined });
    },
  });
  const pay = useMutation({
    mutationFn: () => {
      const memory = loadCheckout(plan);
      const clientKey = memory.clientKey ?? saveCheckout(plan, { clientKey: newClientKey() }).clientKey!;
      store.set(paymentStatusAtom, 'loading');
      if (memory.link) return calls.payLink(memory.link, clientKey);
      return calls.createTransaction(plan, price.discount_code, clientKey);
    },
    onSuccess: (body) => saveCheckout(plan, { transaction: body.transaction }),
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) discount.mutate(code.trim());
  };
  const removeCode = () => {
    setPrice(summary.price);
    setCode('');
    discount.reset();
    saveCheckout(plan, { code: undefined });
  };
  const codeError = discount.isError
    ? (fieldErrorsOf(discount.error).code ?? callErrorText(discount.error, WORDS))
    : null;
  // A redirect the status rules followed is 'handled': the browser is on its way to the checkout.
  const leaving = pay.isError && callErrorText(pay.error, WORDS) === null;
  const payProblem = pay.isError && !leaving ? callErrorText(pay.error, WORDS) : null;
  return (
    <>
      <p>
        <strong>{m.pay.plan}:</strong> {planLine(summary.plan)}
      </p>
      {/* A dealer's payment link is for the plan's price: no discount code. */}
      <form onSubmit={apply} className={styles.row} noValidate hidden={linked}>
        <TextField
          name="code"
          label={m.pay.discountCode}
          value={code}
          onValueChange={(v) => setCode(v.toUpperCase())}
          error={codeError ?? undefined}
          maxLength={40}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" busy={discount.isPending}>
          {m.pay.apply}
        </Button>
        {price.discount_code ? (
          <Button type="button" variant="secondary" onClick={removeCode}>
            {m.pay.removeCode}
          </Button>
        ) : null}
      </form>
      {price.discount_code ? <p role="status">{m.pay.applied(price.discount_code)}</p> : null}
      <PriceTable price={price} />
      <PayeeNotes summary={summary} />
      {summary.refusal ? (
        <p className={styles.error} role="alert">
          {summary.refusal}
        </p>
      ) : null}
      {payProblem ? (
        <p className={styles.error} role="alert">
          {payProblem}
        </p>
      ) : null}
      <Button onClick={() => pay.mutate()} busy={pay.isPending || leaving} disabled={pay.isPending || leaving}>
        {pay.isPending || leaving
          ? m.pay.paying
          : m.pay.payNow(formatRupees(price.total_amount, { maxFractionDigits: 2 }))}
      </Button>
    </>
  );
}
