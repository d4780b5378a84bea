import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { API } from '#contract/http/api-paths';
import type { ImportJobBody } from '#contract/client-import/types';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { FactList } from '#src/components/ui/fact-list';
import { RoutePending } from '#src/components/ui/route-pending';
import { TitledSection } from '#src/components/ui/page';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { useBrand } from '#src/lib/navigation';
import { downloadApiFile } from '#src/lib/http/download-api-file';
import { importQueries } from '../api/import-queries';
import { RefusedRows } from './refused-rows';
import { statusText } from './import-status-text';
import * as styles from './import.css';

function Counts({ job }: { job: ImportJobBody }) {
  const n = (v: number) => v.toLocaleString('en-IN');
  return (
    <FactList
      facts={[
        ['Imported', n(job.imported), 'imported'],
        ['Already there', n(job.alreadyImported), 'already-imported'],
        ['Refused', n(job.refused), 'refused'],
      ]}
      classes={{ list: styles.counts, row: styles.count, value: styles.countValue }}
    />
  );
}

/** /import-client/jobs/$jobId/: the import's progress while it runs, then its counts and refused rows. */
export function ImportJobPage({ jobId }: { jobId: string }) {
  const api = useApi();
  const brand = useBrand();
  const id = useId();
  const [page, setPage] = useState(1);
  const [csvError, setCsvError] = useState<string>();
  const query = useQuery({ ...importQueries.job(api, jobId, page), placeholderData: keepPreviousData });
  const back = (
    <p>
      <Link to="/import-client/" className={styles.link}>
        Back to imports
      </Link>
    </p>
  );

  if (query.isPending) return <RoutePending title="Import" label="Loading the import…" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <Page title="Import">
        <Notice title={missing ? 'No such import' : 'The import could not be loaded'} role="alert">
          {missing ? <p>It may belong to another account, or the link is wrong.</p> : null}
          {missing ? null : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Notice>
        {back}
      </Page>
    );
  }
  const job = query.data;
  const running = job.status === 'queued' || job.status === 'processing';
  const csv = async () => {
    setCsvError(undefined);
    try {
      await downloadApiFile(brand, API.ria.uploadRefusals(job.id), `refused-rows-${job.id.slice(0, 8)}.csv`);
    } catch {
      setCsvError('The CSV could not be downloaded. Please try again.');
    }
  };

  return (
    <Page title={`Import of ${job.fileName}`}>
      <p role="status" aria-live="polite" data-status={job.status}>
        {statusText(job)}
      </p>
      {running ? (
        <progress
          className={styles.progress}
          max={job.total ?? 1}
          value={job.total === null ? undefined : job.processed}
          aria-label="Rows processed"
        />
      ) : null}
      {job.status === 'done' || job.status === 'failed' ? <Counts job={job} /> : null}
      {job.status === 'done' ? (
        <TitledSection id={`${id}-r`} title="Refused rows" className={styles.section} titleClassName={styles.heading}>
          <RefusedRows
            rows={{ refused: job.refused, refusals: job.refusals, page: job.refusalsPage, pages: job.refusalsPages }}
            onPage={setPage}
          />
          {job.refused > 0 ? (
            <div className={styles.row}>
              <Button variant="secondary" onClick={() => void csv()}>
                Download the refused rows (CSV)
              </Button>
            </div>
          ) : null}
          {csvError ? (
            <p className={styles.error} role="alert">
              {csvError}
            </p>
          ) : null}
        </TitledSection>
      ) : null}
      {back}
    </Page>
  );
}
