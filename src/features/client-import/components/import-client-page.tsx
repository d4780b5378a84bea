import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { API } from '#contract/api-paths';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#contract/client-import';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { useBrand } from '#src/lib/navigation';
import { downloadApiFile } from '#src/lib/http/download-api-file';
import { importCalls, importQueries } from '../api/import-queries';
import { statusText, whenText } from './import-status-text';
import * as styles from './import.css';

/** What the adviser is told before the file is sent: no file, a wrong kind, too large. */
function fileProblem(file: File | undefined): string | undefined {
  if (!file) return IMPORT_MESSAGES.fileMissing;
  if (!/\.(xlsx|csv)$/i.test(file.name)) return IMPORT_MESSAGES.notAWorkbook;
  if (file.size > IMPORT_LIMITS.fileBytes) return IMPORT_MESSAGES.tooLarge;
  return undefined;
}

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
          <span className={styles.muted}>{whenText(job.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** /import-client/: the template, an upload that becomes an import job, and the adviser's recent imports. */
export function ImportClientPage() {
  const api = useApi();
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [templateError, setTemplateError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = fileProblem(file);
    setError(problem);
    if (problem || !file || busy) return;
    setBusy(true);
    try {
      const job = await importCalls.upload(api, file);
      await queryClient.invalidateQueries({ queryKey: importQueries.all() });
      await navigate({ to: '/import-client/jobs/$jobId/', params: { jobId: job.id } });
    } catch (err) {
      setError(
        err instanceof ApiError ? (err.handled ? undefined : err.message) : 'The upload failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  const template = async () => {
    setTemplateError(undefined);
    try {
      await downloadApiFile(brand, API.ria.template, 'clients-template.xlsx');
    } catch {
      setTemplateError('The template could not be downloaded. Please try again.');
    }
  };

  return (
    <Page title="Import clients">
      <section className={styles.section} aria-labelledby={`${id}-t`}>
        <h2 id={`${id}-t`} className={styles.heading}>
          1. Fill in the template
        </h2>
        <p className={styles.muted}>
          One client per row: name, email, mobile, date of birth, PAN and state. Its Notes sheet says what each column
          takes.
        </p>
        <Button variant="secondary" onClick={() => void template()}>
          Download the template (.xlsx)
        </Button>
        {templateError ? (
          <p className={styles.error} role="alert">
            {templateError}
          </p>
        ) : null}
      </section>
      <form className={styles.section} aria-labelledby={`${id}-u`} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-u`} className={styles.heading}>
          2. Upload it
        </h2>
        <label htmlFor={`${id}-file`}>
          <strong>Spreadsheet</strong>
        </label>
        <p id={`${id}-hint`} className={styles.muted}>
          .xlsx or .csv, at most 5 MB and {IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} clients. Clients already yours
          are never added twice.
        </p>
        <div className={styles.row}>
          <input
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            name="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setError(undefined);
            }}
          />
          <Button type="submit" busy={busy}>
            Upload
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
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
