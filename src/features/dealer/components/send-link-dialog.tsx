import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatRupees } from '#contract/locale/format';
import type { DealerClient } from '#contract/dealer/types';
import { callErrorText } from '#src/lib/forms/form-errors';
import { useApi } from '#src/lib/http/api-context';
import { newClientKey } from '#src/lib/http/client-key';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { Spinner } from '#src/components/ui/spinner';
import * as textField from '#src/components/ui/text-field.css';
import { dealerQueries, sendPaymentLink } from '../api/dealer-queries';
import * as styles from './dealer.css';
import { joinDistinct } from '#src/lib/format/join-distinct';

const WORDS = {
  offline: 'You are offline. The link was not sent; try again when you are back online.',
  server: 'The link could not be sent. Please try again.',
};

/**
 * Choose a plan and send the client a payment link. One client key per opening of the dialog, so a
 * double click or a retry sends one link; the banner is the server's sentence (docs/dealer.md, "Payment links").
 */
export function SendLinkDialog({
  client,
  userId,
  onClose,
  onSent,
}: {
  client: DealerClient;
  userId: number;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const [clientKey] = useState(newClientKey);
  const [plan, setPlan] = useState('');
  const [planError, setPlanError] = useState<string | null>(null);
  const plans = useQuery(dealerQueries.plans(api, userId));
  const send = useMutation({
    mutationFn: () => sendPaymentLink(api, { client: client.id, plan: Number(plan), client_key: clientKey }),
    onSuccess: (body) => onSent(body.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!plan) return setPlanError('Please select a plan');
    setPlanError(null);
    if (!send.isPending) send.mutate();
  };
  const problem = send.isError ? callErrorText(send.error, WORDS) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Send a payment link to ${client.name}`}
      description="The client gets the link by email and SMS, and pays for the plan on their own account."
    >
      {plans.isPending ? <Spinner label="Loading plans" /> : null}
      {plans.isError ? <Alert variant="error">The plans could not be loaded. Close this and try again.</Alert> : null}
      {plans.data ? (
        <form onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={id} className={textField.label}>
              Plan
            </label>
            <select
              id={id}
              className={styles.select}
              value={plan}
              onChange={(e) => setPlan(e.target.value)}
              aria-invalid={planError ? true : undefined}
              aria-describedby={planError ? `${id}-error` : undefined}
            >
              <option value="">Choose a plan</option>
              {plans.data.plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.adviser_name}: {joinDistinct([p.name, p.period_label, formatRupees(p.amount)])}
                </option>
              ))}
            </select>
            {planError ? (
              <p id={`${id}-error`} role="alert" className={styles.muted}>
                {planError}
              </p>
            ) : null}
          </div>
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <p>
            <Button type="submit" busy={send.isPending}>
              Send payment link
            </Button>
          </p>
        </form>
      ) : null}
    </Dialog>
  );
}
