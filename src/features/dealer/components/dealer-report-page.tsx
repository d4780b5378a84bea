import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEALER_REPORT_TITLES, isDealerReport, type DealerReportName } from '#contract/dealer/route-rules';
import { useApi } from '#src/lib/http/api-context';
import { useSession } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { dealerQueries, type ReportFilters as Filters } from '../api/dealer-queries';
import { Pager } from './pager';
import { ReportExports } from './report-exports';
import { NO_FILTERS, ReportFilters } from './report-filters';
import { DealerNav } from './report-nav';
import { ReportTable } from './report-table';

/** /dealer/reports/$report/ (the route sends any other name to the not-found page). */
export function DealerReportPage({ report }: { report: string }) {
  if (!isDealerReport(report)) return null;
  // A new report starts with no filters and on its first page.
  return <Report key={report} name={report} />;
}

function Report({ name }: { name: DealerReportName }) {
  const api = useApi();
  const userId = useSession().user?.id ?? 0;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const data = useQuery({ ...dealerQueries.report(api, userId, name, filters, page), enabled: userId > 0 });
  const title = DEALER_REPORT_TITLES[name];
  return (
    <Page title={title}>
      <DealerNav current={name} />
      <ReportFilters
        statuses={data.data?.statuses ?? []}
        applied={filters}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <ReportExports name={name} filters={filters} />
      {data.isPending ? <Spinner label={`Loading the ${title.toLowerCase()}`} /> : null}
      {data.isError ? (
        <Notice title="The report could not be loaded" role="alert">
          <p>Check your connection and the filters, then try again.</p>
          <Button variant="secondary" onClick={() => void data.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : null}
      {data.data && data.data.total === 0 ? (
        <Notice title="Nothing to show">
          <p>No row matches these filters. Clear them to see everything.</p>
        </Notice>
      ) : null}
      {data.data && data.data.total > 0 ? (
        <>
          <ReportTable report={data.data} title={title} />
          <Pager page={data.data.page} pages={data.data.pages} total={data.data.total} noun="rows" onPage={setPage} />
        </>
      ) : null}
    </Page>
  );
}
