import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { formatDate, formatRupees } from '#contract/locale/format';
import type { Transaction } from '#contract/subscriptions/payments';
import { subscriptionQueries } from '../api/subscription-queries';
import { downloadInvoice } from '../download-invoice';
import { subscriptionMessages as m } from '../subscription-messages';
import * as styles from './account.css';
import { QuerySection } from './query-section';

/** The investor's payments, newest first, a page at a time, each paid one with its GST invoice. */
export function TransactionsSection() {
  const api = useApi();
  const brand = useBrand();
  const [page, setPage] = useState(1);
  const transactions = useQuery(subscriptionQueries.transactions(api, page));
  const invoice = useMutation({
    mutationFn: (t: Transaction) => downloadInvoice(brand, t.transaction, t.invoice_number ?? t.transaction),
  });
  return (
    <QuerySection
      title={m.transactionsTitle}
      query={transactions}
      loading={m.transactionsLoading}
      failed={m.transactionsFailed}
    >
      {({ transactions: list, isNextPage }) =>
        list.length === 0 && page === 1 ? (
          <p>{m.transactionsEmpty}</p>
        ) : (
          <>
            {invoice.isError ? <Alert variant="error">{m.invoiceFailed}</Alert> : null}
            <ul className={styles.list} data-testid="transactions">
              {list.map((t) => (
                <li key={t.transaction} className={styles.row} data-testid="transaction">
                  <p className={styles.rowText}>
                    <strong>
                      {t.plan.name} · {t.plan.adviser_name}
                    </strong>
                    <span className={styles.badge}>{m.statuses[t.status]}</span>
                    <span className={styles.rowLabel}>
                      {formatDate(t.settled_at ?? t.created_at)} · {m.total}{' '}
                      {formatRupees(t.total_amount, { maxFractionDigits: 2 })}
                      {t.gst ? ` (${m.gst} ${formatRupees(t.gst.total, { maxFractionDigits: 2 })})` : ''}
                    </span>
                  </p>
                  {t.status === 'success' && t.invoice_number ? (
                    <Button
                      variant="secondary"
                      aria-label={m.invoiceLabel(t.invoice_number)}
                      busy={invoice.isPending && invoice.variables === t}
                      onClick={() => invoice.mutate(t)}
                    >
                      {m.invoice}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {page > 1 || isNextPage ? (
              <div className={styles.actions}>
                {page > 1 ? (
                  <Button variant="text" onClick={() => setPage(page - 1)}>
                    {m.newer}
                  </Button>
                ) : null}
                {isNextPage ? (
                  <Button variant="text" onClick={() => setPage(page + 1)}>
                    {m.older}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </>
        )
      }
    </QuerySection>
  );
}
