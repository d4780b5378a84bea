import { Link } from '@tanstack/react-router';
import { buttonClass } from '../components/ui/button';
import { Page, Notice } from '../components/ui/page';

export function NotFoundPage() {
  return (
    <Page>
      <Notice title="Page not found" asPage>
        <p>There is no page at this address. It may have moved, or it is not offered on this site.</p>
        <Link to="/" className={buttonClass()}>
          Go to the home page
        </Link>
      </Notice>
    </Page>
  );
}
