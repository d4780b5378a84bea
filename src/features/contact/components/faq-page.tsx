import { Notice, Page } from '#src/components/ui/page';

/** /faq/ (docs/operations.md). */
export function FaqPage() {
  return (
    <Page title="Frequently asked questions">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
