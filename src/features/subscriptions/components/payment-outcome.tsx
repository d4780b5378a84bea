import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { API } from '#contract/http/api-paths';
import { formatDate, formatRupees } from '#contract/locale/format';
import type { Transaction } from '#contract/subscriptions/payments';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { buttonClass } from '#src/components/ui/button';
import { FactList } from '#src/components/ui/fact-list';
import { subscriptionMessages as m } from '../messages';
import { totalsClasses } from './price-table';
import * as styles from './checkout.css';

/**
 * What the investor paid for and where to go next: on success the plan, the period, the invoice and the
 * page they came from (the basket or premium post); on failure what was attempted, the provider's reason, that
 * nothing was charged, and the ways on: pay again, the subscriptions, or help.
 */
export function PaymentOutcome({ transaction: t, from }: { transaction: Transaction; from: string | undefined }) {
  const api = useApi();
  const router = useRouter();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!from) return;
    e.preventDefault();
    router.history.push(from);
  };
  const rows: [string, string][] = [
    [m.status.plan, `${t.plan.name} · ${t.plan.adviser_name}`],
    [m.status.period, t.plan.period_label],
    [m.status.amount, formatRupees(t.total_amount, { maxFractionDigits: 2 })],
  ];
  if (t.status === 'failed')
    return (
      <>
        <FactList facts={[rows[0]!, rows[1]!, [m.status.attempted, rows[2]![1]]]} classes={totalsClasses} />
        {t.failure_reason ? <p>{m.status.failedReason(t.failure_reason)}</p> : null}
        <p className={styles.note}>{m.status.notCharged}</p>
        <p className={styles.row}>
          <Link
            className={buttonClass('primary')}
            to="/subscribe/$planId/"
            params={{ planId: String(t.plan.id) }}
            search={{ step: 'pay' }}
          >
            {m.status.tryAgain}
          </Link>
          <Link className={buttonClass('secondary')} to="/account/subscriptions/">
            {m.status.subscriptions}
          </Link>
          <Link className={buttonClass('secondary')} to="/contact/">
            {m.status.help}
          </Link>
        </p>
      </>
    );
  if (t.status !== 'success') return null;
  return (
    <>
      <FactList facts={rows} classes={totalsClasses} />
      {t.settled_at ? <p className={styles.note}>{formatDate(t.settled_at)}</p> : null}
      {t.invoice_number ? (
        <p>
          <a href={api.url(API.payments.invoice(t.transaction))} download>
            {m.status.invoice(t.invoice_number)}
          </a>
        </p>
      ) : null}
      <h2 className={styles.legend}>{m.status.next}</h2>
      <p className={styles.row}>
        {from ? (
          <a className={buttonClass('primary')} href={from} onClick={go}>
            {m.status.goBack}
          </a>
        ) : null}
        <a className={buttonClass('secondary')} href="/account/subscriptions/">
          {m.status.subscriptions}
        </a>
      </p>
    </>
  );
}
