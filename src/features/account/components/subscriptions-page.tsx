import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Link } from '#src/lib/navigation';
import { useSession } from '#src/lib/session/use-session';
import { Page } from '#src/components/ui/page';
import { subscriptionQueries } from '../api/subscription-queries';
import { subscriptionMessages as m } from '../subscription-messages';
import * as styles from './account.css';
import { QuerySection } from './query-section';
import { RecordsSection } from './records-section';
import { RiskProfileSection } from './risk-profile-section';
import { SubscriptionCard } from './subscription-card';
import { TransactionsSection } from './transactions-section';
import { SignInNotice } from '#src/components/ui/sign-in-notice';

/** /account/subscriptions/: the investor's plans, their payments with invoices, the risk profile and
 * their records to download. */
export function SubscriptionsPage() {
  const { isLoggedIn } = useSession();
  return (
    <Page title={m.title}>
      {isLoggedIn ? (
        <>
          <SubscriptionList />
          <TransactionsSection />
          <RiskProfileSection />
          <RecordsSection />
        </>
      ) : (
        <SignInNotice title={m.signInTitle} text={m.signInText} action={m.signInTitle} />
      )}
    </Page>
  );
}

function SubscriptionList() {
  const api = useApi();
  const list = useQuery(subscriptionQueries.list(api));
  return (
    <QuerySection title={m.plansTitle} query={list} loading={m.loading} failed={m.failed}>
      {({ subscriptions }) =>
        subscriptions.length === 0 ? (
          <div data-testid="subscriptions-empty">
            <p>
              <strong>{m.emptyTitle}</strong>
            </p>
            <p>{m.emptyText}</p>
            <Link className={styles.textLink} to="/discover/managers/">
              {m.browsePlans}
            </Link>
          </div>
        ) : (
          <ul className={styles.list} data-testid="subscriptions">
            {subscriptions.map((s) => (
              <SubscriptionCard key={s.id} subscription={s} now={list.dataUpdatedAt} />
            ))}
          </ul>
        )
      }
    </QuerySection>
  );
}
