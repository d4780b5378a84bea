import { Notice, Page } from '#src/components/ui/page';

/** /admin/users/ (docs/operations.md). */
export function AdminUsersPage() {
  return (
    <Page title="Users and roles">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
