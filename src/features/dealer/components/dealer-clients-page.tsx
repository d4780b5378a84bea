import { Notice, Page } from '#src/components/ui/page';

/** /dealer/ (docs/operations.md). */
export function DealerClientsPage() {
  return (
    <Page title="Clients">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
