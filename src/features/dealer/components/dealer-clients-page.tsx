import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatRupees } from '#contract/locale/format';
import type { DealerClient } from '#contract/dealer/types';
import { useApi } from '#src/lib/http/api-context';
import { useSession } from '#src/lib/session/use-session';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { TextField } from '#src/components/ui/text-field';
import { dealerKeys, dealerQueries } from '../api/dealer-queries';
import { Pager } from './pager';
import { DealerNav } from './report-nav';
import { SendLinkDialog } from './send-link-dialog';
import * as styles from './dealer.css';

const SUBSCRIPTION_WORDS: Record<DealerClient['subscription'], string> = {
  active: 'Active',
  expired: 'Expired',
  none: 'None',
};

/** /dealer/: the dealer's clients, searchable, a page at a time, each with "Send payment link". */
export function DealerClientsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? 0;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sendTo, setSendTo] = useState<DealerClient | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const clients = useQuery({ ...dealerQueries.clients(api, userId, q, page), enabled: userId > 0 });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  const onSent = (message: string) => {
    setSendTo(null);
    setSent(message);
    void queryClient.invalidateQueries({ queryKey: dealerKeys.all });
  };
  return (
    <Page title="Clients">
      <DealerNav current="clients" />
      <p className={styles.lead}>
        Your clients, their subscriptions and investments. Send one a link to pay for a plan.
      </p>
      {sent ? <Alert variant="success">{sent}</Alert> : null}
      <form role="search" onSubmit={search} className={styles.toolbar} noValidate>
        <TextField name="q" label="Search clients" value={typed} onValueChange={setTyped} maxLength={80} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {clients.isPending ? <Spinner label="Loading clients" /> : null}
      {clients.isError ? (
        <Notice title="Clients could not be loaded" role="alert">
          <p>Check your connection, then try again.</p>
          <Button variant="secondary" onClick={() => void clients.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : null}
      {clients.data && clients.data.total === 0 ? (
        <Notice title={q ? 'No client matches' : 'No clients yet'}>
          <p>{q ? `No client's name, email or mobile contains “${q}”.` : 'Clients linked to you appear here.'}</p>
        </Notice>
      ) : null}
      {clients.data && clients.data.total > 0 ? (
        <>
          <div className={styles.tableBox} tabIndex={0} role="region" aria-label="Clients table">
            <table className={styles.table}>
              <thead>
                <tr>
                  {['Client', 'Email', 'Mobile', 'Subscription', 'Investments', 'Invested', 'Last payment', ''].map(
                    (h, i) => (
                      <th key={i} className={i >= 4 && i <= 5 ? styles.number : styles.cell} scope="col">
                        {h || <span className={styles.visuallyHidden}>Actions</span>}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {clients.data.clients.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className={styles.cell}>
                      {c.name}
                    </th>
                    <td className={styles.cell}>{c.email ?? '-'}</td>
                    <td className={styles.cell}>{c.mobile ?? '-'}</td>
                    <td className={styles.cell}>{SUBSCRIPTION_WORDS[c.subscription]}</td>
                    <td className={styles.number}>{c.investments}</td>
                    <td className={styles.number}>{formatRupees(c.invested_value, { maxFractionDigits: 2 })}</td>
                    <td className={styles.cell}>
                      {c.last_payment_at
                        ? `${formatRupees(c.last_payment_amount, { maxFractionDigits: 2 })} on ${formatDate(c.last_payment_at)}`
                        : '-'}
                    </td>
                    <td className={styles.cell}>
                      <Button
                        variant="secondary"
                        onClick={() => setSendTo(c)}
                        aria-label={`Send payment link to ${c.name}`}
                      >
                        Send payment link
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={clients.data.page}
            pages={clients.data.pages}
            total={clients.data.total}
            noun="clients"
            onPage={setPage}
          />
        </>
      ) : null}
      {sendTo ? (
        <SendLinkDialog client={sendTo} userId={userId} onClose={() => setSendTo(null)} onSent={onSent} />
      ) : null}
    </Page>
  );
}
