import { Notice, Page } from '#src/components/ui/page';

/** /import-client/rebalance/ (docs/operations.md). */
export function RebalanceFromExcelPage() {
  return (
    <Page title="Rebalance from a spreadsheet">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
