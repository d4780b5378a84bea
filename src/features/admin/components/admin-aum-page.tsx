import type { AumRow } from '#contract/admin/types';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate, formatRupees } from '#contract/locale/format';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { PageNav } from '#src/components/ui/page-nav';
import { Notice, Page } from '#src/components/ui/page';
import { DataTable, type DataColumn } from '#src/components/ui/data-table';
import { AdminNav } from '#src/features/ops/components/admin-nav';
import { useApi } from '#src/lib/http/api-context';
import { useBrand } from '#src/lib/navigation';
import { downloadAumCsv } from '../api/download-aum-csv';
import { adminQueries, type AumFilter } from '../api/admin-queries';
import { AdminLoadState } from './admin-load-state';
import { AumFilters } from './aum-filters';
import * as styles from './admin.css';

const rupees = (n: number) => formatRupees(n, { maxFractionDigits: 2 });

const columns: DataColumn<AumRow>[] = [
  { header: 'Date', cell: (r) => formatDate(r.day) },
  { header: 'Adviser', cell: (r) => r.adviser.name },
  { header: 'Investments', numeric: true, cell: (r) => r.investments },
  { header: 'AUM', numeric: true, emphasis: 'key', cell: (r) => rupees(r.aum) },
];

/** /admin/aum/: assets under advice per adviser per day, with totals and a CSV export. */
export function AdminAumPage() {
  const api = useApi();
  const [filter, setFilter] = useState<AumFilter>({ from: '', to: '', adviser: '' });
  const [page, setPage] = useState(1);
  const query = useQuery({ ...adminQueries.aum(api, filter, page), placeholderData: keepPreviousData });
  const data = query.data;
  const brand = useBrand();
  const download = useMutation({
    mutationFn: () => downloadAumCsv(brand, { ...filter, from: data!.from, to: data!.to }),
  });
  return (
    <Page title="AUM ledger">
      <AdminNav />
      {data ? (
        <AumFilters
          initial={{ ...filter, from: filter.from || data.from, to: filter.to || data.to }}
          advisers={data.advisers}
          onApply={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
      ) : null}
      <AdminLoadState query={query} what="AUM ledger" />
      {data ? (
        <dl className={styles.moneyCounts}>
          <div className={styles.count}>
            <dt>AUM on {data.totals.latestDay ? formatDate(data.totals.latestDay) : '—'}</dt>
            <dd className={styles.countValue}>{rupees(data.totals.latestAum)}</dd>
          </div>
          <div className={styles.count}>
            <dt>Average daily AUM ({data.totals.days} days)</dt>
            <dd className={styles.countValue}>{rupees(data.totals.averageDailyAum)}</dd>
          </div>
        </dl>
      ) : null}
      {data?.rows.length === 0 ? (
        <Notice title="No ledger rows in this range">
          <p>The ledger is written after each market close. Choose another range or adviser.</p>
        </Notice>
      ) : null}
      {data?.rows.length ? (
        <>
          <p>
            <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
              Download CSV
            </Button>
          </p>
          {download.isError ? <Alert variant="error">The CSV could not be downloaded. Please try again.</Alert> : null}
          <DataTable
            rows={data.rows}
            columns={columns}
            rowKey={(r) => `${r.day}-${r.adviser.slug}`}
            rowHeader={1}
            caption={`${formatDate(data.from)} to ${formatDate(data.to)}: ${data.total} rows, page ${data.page} of ${data.pages}`}
            busy={query.isFetching}
            cardsBelow="narrow"
          />
        </>
      ) : null}
      {data ? (
        <PageNav label="Pages of the ledger" page={page} pages={data.pages} onPage={setPage} className={styles.row} />
      ) : null}
    </Page>
  );
}
