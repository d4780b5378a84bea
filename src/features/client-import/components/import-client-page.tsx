import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { API } from '#contract/http/api-paths';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#contract/client-import/types';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { importCalls, importQueries } from '../api/import-queries';
import { formatDateTime } from '#src/lib/format/date-time';
import { statusText } from './import-status-text';
import { SheetUploadForm } from './sheet-upload-form';
import { TemplateSection } from './template-section';
import * as styles from './import.css';

function RecentImports() {
  const api = useApi();
  const jobs = useQuery(importQueries.jobs(api));
  if (jobs.isPending) return <Spinner label="Loading your imports…" />;
  if (jobs.isError) {
    return (
      <p className={styles.error} role="alert">
        Your imports could not be loaded.{' '}
        <Button variant="text" onClick={() => void jobs.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (jobs.data.jobs.length === 0) return <p className={styles.muted}>No imports yet: upload a file above.</p>;
  return (
    <ul className={styles.jobs}>
      {jobs.data.jobs.map((job) => (
        <li key={job.id} className={styles.job}>
          <Link to="/import-client/jobs/$jobId/" params={{ jobId: job.id }} className={styles.link}>
            {job.fileName}
          </Link>
          <span>{statusText(job)}</span>
          <span className={styles.muted}>{formatDateTime(job.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** /import-client/: the template, an upload that becomes an import job, and the adviser's recent imports. */
export function ImportClientPage() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();

  const upload = async (file: File) => {
    const job = await importCalls.upload(api, file);
    await queryClient.invalidateQueries({ queryKey: importQueries.all() });
    await navigate({ to: '/import-client/jobs/$jobId/', params: { jobId: job.id } });
  };

  return (
    <Page title="Import clients">
      <TemplateSection path={API.ria.template} fileName="clients-template.xlsx">
        One client per row: name, email, mobile, date of birth, PAN and state. Its Notes sheet says what each column
        takes.
      </TemplateSection>
      <SheetUploadForm
        heading="2. Upload it"
        hint={`.xlsx or .csv, at most 5 MB and ${IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} clients. Clients already yours are never added twice.`}
        rules={{ maxBytes: IMPORT_LIMITS.fileBytes, messages: IMPORT_MESSAGES }}
        onUpload={upload}
      />
      <section className={styles.section} aria-labelledby={`${id}-r`}>
        <h2 id={`${id}-r`} className={styles.heading}>
          Recent imports
        </h2>
        <RecentImports />
      </section>
      <Notice title="Rebalance from a spreadsheet">
        <p>
          <Link to="/import-client/rebalance/" className={styles.link}>
            Upload target weights for your clients
          </Link>
        </p>
      </Notice>
    </Page>
  );
}
