import { Notice, Page } from '#src/components/ui/page';

/** /account/complaints/new/ (docs/operations.md). */
export function ComplaintNewPage() {
  return (
    <Page title="File a complaint">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
