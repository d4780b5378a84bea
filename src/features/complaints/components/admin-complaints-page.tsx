import { Notice, Page } from '#src/components/ui/page';

/** /admin/complaints/ (docs/operations.md). */
export function AdminComplaintsPage() {
  return (
    <Page title="Complaints">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
