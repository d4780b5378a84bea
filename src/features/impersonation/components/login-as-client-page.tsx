import { Notice, Page } from '#src/components/ui/page';

/** /login-as-client/ (docs/operations.md). */
export function LoginAsClientPage() {
  return (
    <Page title="Log in as a client">
      <Notice title="Not available yet">
        <p>This screen is being built.</p>
      </Notice>
    </Page>
  );
}
