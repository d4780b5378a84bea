import { Page } from './page';
import { Spinner } from './spinner';

/** The one loading screen of every route: its title at once, and a spinner that says what is coming. */
export function RoutePending({ title, label }: { title?: string; label?: string }) {
  return (
    <Page title={title} hold>
      <Spinner label={label} />
    </Page>
  );
}
