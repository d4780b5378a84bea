import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useApi } from '#src/lib/http/api-context';
import { Link, useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { FetchedAt } from '#src/components/ui/fetched-at';
import { Notice, Page, leadClass } from '#src/components/ui/page';
import { QueryView } from '#src/components/ui/query-view';
import { tradeQueries } from '../api/trading-queries';
import { tradingMessages as m } from '../messages';
import { TradeItem } from './trade-item';
import * as styles from './trading.css';

/** /account/orders/: the signed-in user's trades, newest first, a page at a time; a visitor is asked to log in. */
export function OrdersPage() {
  const { isLoggedIn } = useSession();
  const store = useStore();
  const brand = useBrand();
  return (
    <Page title={m.ordersTitle}>
      {isLoggedIn ? (
        <Orders />
      ) : (
        <Notice title={m.signInTitle}>
          <p>{m.signInText}</p>
          <Button onClick={() => openLoginPrompt(store, brand)}>{m.logIn}</Button>
        </Notice>
      )}
    </Page>
  );
}

const ordersProblem = {
  title: m.ordersFailed,
  messages: { offline: m.ordersOffline, serverError: m.ordersServer, retry: m.retry },
  serverWords: false,
};

function Orders() {
  const api = useApi();
  const [page, setPage] = useState(1);
  const orders = useQuery(tradeQueries.orders(api, page));
  return (
    <QueryView query={orders} loading={m.ordersLoading} problem={ordersProblem} errorFirst>
      {({ trades, isNextPage, as_of }) =>
        trades.length === 0 && page === 1 ? (
          <Notice title={m.emptyTitle}>
            <p>{m.emptyText}</p>
            <Link
              className={styles.link}
              to="/discover/expertbaskets/"
              search={{ 'order-by': '', 'order-by-field': 'popularity' }}
            >
              {m.discover}
            </Link>
          </Notice>
        ) : (
          <>
            <p className={leadClass}>{m.ordersLead}</p>
            <FetchedAt asOf={as_of} error={orders.error} />
            <ul className={styles.list} aria-label={m.ordersTitle} aria-busy={orders.isPlaceholderData || undefined}>
              {trades.map((trade) => (
                <TradeItem key={trade.trade} trade={trade} />
              ))}
            </ul>
            {page > 1 || isNextPage ? (
              <nav className={styles.row} aria-label={m.page(page)}>
                {page > 1 ? (
                  <Button variant="secondary" onClick={() => setPage(page - 1)}>
                    {m.newer}
                  </Button>
                ) : null}
                {isNextPage ? (
                  <Button variant="secondary" onClick={() => setPage(page + 1)}>
                    {m.older}
                  </Button>
                ) : null}
              </nav>
            ) : null}
          </>
        )
      }
    </QueryView>
  );
}
