import { Notice, Page } from '#src/components/ui/page';

/** /contact/ (docs/operations.md). */
export function ContactPage() {
  return (
    <Page title="Talk to us">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
