import { Notice, Page } from '#src/components/ui/page';

/** /admin/website/ (docs/operations.md). */
export function AdminWebsitePage() {
  return (
    <Page title="Website details">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
