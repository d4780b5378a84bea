import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { Link } from '#src/lib/navigation';
import { Spinner } from '#src/components/ui/spinner';
import { QueryProblem } from '#src/components/ui/query-problem';
import { investmentQueries, type AdviserList } from '../api/investment-queries';
import { investmentMessages as m } from '../messages';
import * as styles from './investments.css';

const LISTS: { list: AdviserList; title: string }[] = [
  { list: 'published', title: m.published },
  { list: 'draft', title: m.draft },
  { list: 'hidden', title: m.hidden },
];

function AdviserListSection({ list, title }: { list: AdviserList; title: string }) {
  const api = useApi();
  const query = useQuery(investmentQueries.adviserList(api, list));
  const id = `my-baskets-${list}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      {query.isPending ? (
        <Spinner label={m.loading} />
      ) : !query.data ? (
        <QueryProblem messages={m} title={m.failed} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.baskets.length === 0 ? (
        <p className={styles.muted}>{m.noneInState}</p>
      ) : (
        <ul aria-labelledby={id}>
          {query.data.baskets.map((b) => (
            <li key={b.basket_hash}>
              <Link to="/baskets/$basketHash/" params={{ basketHash: b.basket_hash }} className={styles.cardLink}>
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * An adviser's own baskets by state. Whether the user is an adviser is the server's to say: the
 * published list answers 404 to anyone else (a missing role is never a 403), and then nothing shows.
 */
function AdviserBaskets() {
  const api = useApi();
  const published = useQuery(investmentQueries.adviserList(api, 'published'));
  if (published.error instanceof ApiError && published.error.httpStatus === 404) return null;
  if (published.isPending) return null;
  return (
    <section className={styles.section} aria-labelledby="my-baskets-adviser">
      <h2 id="my-baskets-adviser" className={styles.sectionTitle}>
        {m.adviserBaskets}
      </h2>
      {LISTS.map((l) => (
        <AdviserListSection key={l.list} {...l} />
      ))}
    </section>
  );
}

/**
 * 'My Baskets': the baskets the user follows (their watchlist, which the route passes in from the
 * baskets feature) and, for an adviser, the baskets they publish, draft or hid.
 */
export function MyBasketsPanel({ watchlist }: { watchlist: ReactNode }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="my-baskets-watchlist">
        <h2 id="my-baskets-watchlist" className={styles.sectionTitle}>
          {m.watchlist}
        </h2>
        {watchlist}
      </section>
      <AdviserBaskets />
    </>
  );
}
