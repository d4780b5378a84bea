import { useEffect } from 'react';
import { Link, useBrand } from '#src/lib/navigation';
import { buttonClass } from './button';
import { Page, Notice } from './page';

/**
 * The brand's not-found title while this page shows. A route that was not found already has it (its
 * head); a screen behind a role shows this page to a user without the role under its own route, whose
 * head names the screen: the title says "not found" there too, and comes back when the page goes.
 */
function useNotFoundTitle() {
  const title = useBrand().pages.notFound.title;
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = before;
    };
  }, [title]);
}

export function NotFoundPage() {
  useNotFoundTitle();
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
