import { Notice, Page } from '#src/components/ui/page';

/** /admin/faqs/ (docs/operations.md). */
export function AdminFaqsPage() {
  return (
    <Page title="FAQs">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
