import { Notice, Page } from '#src/components/ui/page';

/** /admin/advisers/$slug/ (docs/operations.md). */
export function AdminAdviserPage({ slug }: { slug: string }) {
  void [slug];
  return (
    <Page title="Adviser details">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
