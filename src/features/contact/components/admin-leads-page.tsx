import { Notice, Page } from '#src/components/ui/page';

/** /admin/leads/ (docs/operations.md). */
export function AdminLeadsPage() {
  return (
    <Page title="Leads">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
