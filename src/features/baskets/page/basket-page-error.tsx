import type { ErrorComponentProps } from '@tanstack/react-router';
import { Link } from '#src/lib/navigation';
import { Notice, Page } from '#src/components/ui/page';
import { RouteError } from '#src/components/ui/route-error';
import { basketErrors } from '../route-states';
import { DEFAULT_BASKET_SEARCH } from '../basket-search';
import { basketPageMessages as m } from '../basket-page-messages';
import { basketPendingMessages } from '../pending-messages';
import * as styles from './basket-page.css';

/**
 * Behind the 'Subscriber exclusive screener' dialog (opened by the status rules for 4, 7 or 10), the
 * page says why there is nothing to show and offers the same way on. Offline, server trouble and
 * the rest: the basket screens' error with a retry.
 */
function SubscriberOnly() {
  return (
    <Page>
      <Notice title={m.subscriberOnlyTitle} asPage>
        <p>{m.subscriberOnly}</p>
        <Link to="/featured/all/" search={DEFAULT_BASKET_SEARCH} className={styles.link}>
          {m.seeFeatured}
        </Link>
      </Notice>
    </Page>
  );
}

const errors = basketErrors(basketPendingMessages.featuredTitle, m.failed);

export const BasketPageError = (props: ErrorComponentProps) => (
  <RouteError
    {...props}
    {...errors}
    title={undefined}
    handlers={{ ...errors.handlers, screener: () => <SubscriberOnly /> }}
  />
);
