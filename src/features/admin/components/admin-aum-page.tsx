import { Notice, Page } from '#src/components/ui/page';

/** /admin/aum/ (docs/operations.md). */
export function AdminAumPage() {
  return (
    <Page title="AUM ledger">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
