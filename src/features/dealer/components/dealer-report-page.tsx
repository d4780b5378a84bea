import { Notice, Page } from '#src/components/ui/page';

/** /dealer/reports/$report/ (docs/operations.md). */
export function DealerReportPage({ report }: { report: string }) {
  void [report];
  return (
    <Page title="Report">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
