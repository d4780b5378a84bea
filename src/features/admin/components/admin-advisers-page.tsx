import { Notice, Page } from '#src/components/ui/page';

/** /admin/advisers/ (docs/operations.md). */
export function AdminAdvisersPage() {
  return (
    <Page title="Advisers">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
