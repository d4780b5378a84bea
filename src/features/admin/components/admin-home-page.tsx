import { Notice, Page } from '#src/components/ui/page';

/** /admin/ (docs/operations.md). */
export function AdminHomePage() {
  return (
    <Page title="Admin">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
