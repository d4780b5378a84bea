import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { Button } from '#src/components/ui/button';
import { Alert } from '#src/components/ui/alert';
import { API } from '#contract/http/api-paths';
import { formatDate, formatRupees } from '#contract/locale/format';
import type { Subscription } from '#contract/subscriptions/payments';
import { formMessageOf } from '#src/lib/forms/form-errors';
import { newClientKey } from '#src/lib/http/client-key';
import { subscriptionMessages as m } from '../subscription-messages';
import * as styles from './account.css';
import { CancelDialog } from './cancel-dialog';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt className={styles.rowLabel}>{label}</dt>
    <dd className={styles.figureValue}>{value}</dd>
  </div>
);

/** One subscription: its state, plan, fee and dates, what it opens; cancel or renew. */
export function SubscriptionCard({ subscription: s, now }: { subscription: Subscription; now: number }) {
  const api = useApi();
  const [cancelling, setCancelling] = useState(false);
  const [clientKey] = useState(newClientKey);
  // head.status 6 sends the browser to the hosted checkout (lib/http/status-rules.ts).
  const renew = useMutation({
    mutationFn: () => api.post(API.payments.renew, { subscription: s.id, client_key: clientKey }),
  });
  const live = s.state === 'active' || s.state === 'expiring';
  const canRenew = s.state !== 'cancelled' || new Date(s.expires_at).getTime() <= now;
  const renewFailure = renew.isError ? formMessageOf(renew.error) : undefined;
  return (
    <li className={styles.section} data-testid="subscription" data-state={s.state}>
      <h3 className={styles.cardTitle}>
        {s.plan.name} · {s.plan.adviser_name}
        <span className={styles.badge} data-testid="subscription-state">
          {m.states[s.state]}
        </span>
      </h3>
      <dl className={styles.figures}>
        <Figure label={m.period} value={s.plan.period_label} />
        <Figure label={m.feePerPeriod(s.fee_label)} value={formatRupees(s.fee_per_period)} />
        <Figure label={m.starts} value={formatDate(s.starts_at)} />
        <Figure label={s.state === 'expired' ? m.expired : m.expires} value={formatDate(s.expires_at)} />
        {s.cancelled_at ? <Figure label={m.cancelledOn} value={formatDate(s.cancelled_at)} /> : null}
        {s.refund_amount !== null ? <Figure label={m.refund} value={formatRupees(s.refund_amount)} /> : null}
        <Figure
          label={m.opens}
          value={s.basket_hashes.length > 0 ? `${m.baskets(s.basket_hashes.length)}, ${m.opensPosts}` : m.opensPosts}
        />
      </dl>
      {renewFailure ? <Alert variant="error">{renewFailure}</Alert> : null}
      <div className={styles.actions}>
        <Link className={styles.textLink} to="/discover/managers/$slug/" params={{ slug: s.plan.adviser_slug }}>
          {s.plan.adviser_name}
        </Link>
        {canRenew ? (
          <Button variant={live ? 'secondary' : 'primary'} busy={renew.isPending} onClick={() => renew.mutate()}>
            {m.renewFor(formatRupees(s.recurring_amount))}
          </Button>
        ) : null}
        {live ? (
          <Button variant="text" onClick={() => setCancelling(true)}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
      {cancelling ? <CancelDialog subscription={s} onClose={() => setCancelling(false)} /> : null}
    </li>
  );
}
