import { Notice, Page } from '#src/components/ui/page';

/** /import-client/jobs/$jobId/ (docs/operations.md). */
export function ImportJobPage({ jobId }: { jobId: string }) {
  void [jobId];
  return (
    <Page title="Import">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
