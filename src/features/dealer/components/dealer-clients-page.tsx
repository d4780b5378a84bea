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
import { DataTable, type DataColumn } from '#src/components/ui/data-table';

const SUBSCRIPTION_WORDS: Record<DealerClient['subscription'], string> = {
  active: 'Active',
  expired: 'Expired',
  none: 'None',
};

/** A client a row; on a phone a card with the subscription and the amount invested first. */
const columns = (sendTo: (client: DealerClient) => void): DataColumn<DealerClient>[] => [
  { header: 'Client', cell: (c) => c.name },
  { header: 'Email', cell: (c) => <span className={styles.email}>{c.email ?? '-'}</span> },
  { header: 'Mobile', cell: (c) => c.mobile ?? '-' },
  { header: 'Subscription', emphasis: 'key', cell: (c) => SUBSCRIPTION_WORDS[c.subscription] },
  { header: 'Investments', numeric: true, cell: (c) => c.investments },
  {
    header: 'Invested',
    numeric: true,
    emphasis: 'key',
    cell: (c) => formatRupees(c.invested_value, { maxFractionDigits: 2 }),
  },
  {
    header: 'Last payment',
    cell: (c) =>
      c.last_payment_at
        ? `${formatRupees(c.last_payment_amount, { maxFractionDigits: 2 })} on ${formatDate(c.last_payment_at)}`
        : '-',
  },
  {
    header: 'Actions',
    hiddenHeader: true,
    emphasis: 'action',
    cell: (c) => (
      <Button variant="secondary" onClick={() => sendTo(c)} aria-label={`Send payment link to ${c.name}`}>
        Send payment link
      </Button>
    ),
  },
];

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
          <DataTable
            rows={clients.data.clients}
            columns={columns(setSendTo)}
            rowKey={(c) => c.id}
            regionLabel="Clients table"
            cardsBelow="wide"
          />
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
