import { Notice, Page } from '#src/components/ui/page';

/** /admin/audit/ (docs/operations.md). */
export function AdminAuditPage() {
  return (
    <Page title="Client view audit">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
