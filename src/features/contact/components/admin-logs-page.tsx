import { Notice, Page } from '#src/components/ui/page';

/** /admin/logs/ (docs/operations.md). */
export function AdminLogsPage() {
  return (
    <Page title="Client errors">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
