import { Notice, Page } from '#src/components/ui/page';

/** /account/complaints/ (docs/operations.md). */
export function ComplaintsPage() {
  return (
    <Page title="Complaints">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
