import { Notice, Page } from '#src/components/ui/page';

/** /import-client/ (docs/operations.md). */
export function ImportClientPage() {
  return (
    <Page title="Import clients">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
