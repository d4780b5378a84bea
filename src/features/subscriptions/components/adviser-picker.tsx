import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { QueryProblem } from '#src/components/ui/query-problem';
import { planQueries } from '../api/plan-queries';
import { subscriptionMessages as m } from '../messages';
import * as styles from './plans.css';

/** From a premium post: the advisers with plans on sale, to pick whose plans to see. */
export function AdviserPicker({ onPick }: { onPick: (slug: string) => void }) {
  const advisers = useQuery(planQueries.advisers(useApi()));
  if (advisers.isPending) return <Spinner label={m.loadingAdvisers} />;
  if (advisers.isError)
    return (
      <QueryProblem messages={m} title={m.plansFailed} error={advisers.error} onRetry={() => void advisers.refetch()} />
    );
  const withPlans = advisers.data.curators.filter((c) => c.plans.length > 0);
  return (
    <>
      <p className={styles.lead}>{m.planDialogAdvisersLead}</p>
      <ul className={styles.list} aria-label={m.planDialogAdvisersTitle}>
        {withPlans.map((c) => (
          <li key={c.slug} className={styles.card}>
            <p className={styles.name}>{c.name}</p>
            <p className={styles.meta}>
              {c.adviserType} · {m.plans(c.plans.length)}
            </p>
            <Button variant="secondary" onClick={() => onPick(c.slug)}>
              {m.chooseAdviser(c.name)}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
