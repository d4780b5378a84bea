import { Notice, Page } from '#src/components/ui/page';

/** /admin/complaints/$reference/ (docs/operations.md). */
export function AdminComplaintPage({ reference }: { reference: string }) {
  void [reference];
  return (
    <Page title="Complaint">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
