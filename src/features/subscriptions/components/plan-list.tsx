import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { QueryProblem } from '#src/components/ui/query-problem';
import type { Plan } from '#contract/subscriptions/plans';
import { planQueries, type PlanOwner } from '../api/plan-queries';
import { subscriptionMessages as m } from '../messages';
import { PlanCard } from './plan-card';
import * as styles from './plans.css';

/** The adviser's active plans, shortest period first, each with its Choose button. */
export function PlanList({
  owner,
  onChoose,
  onBack,
}: {
  owner: PlanOwner;
  onChoose: (p: Plan) => void;
  onBack?: () => void;
}) {
  const plans = useQuery(planQueries.list(useApi(), owner));
  const back = onBack ? (
    <Button variant="secondary" onClick={onBack}>
      {m.backToAdvisers}
    </Button>
  ) : null;
  if (plans.isPending) return <Spinner label={m.loadingPlans} />;
  if (plans.isError)
    return <QueryProblem messages={m} title={m.plansFailed} error={plans.error} onRetry={() => void plans.refetch()} />;
  const { adviser } = plans.data;
  const active = plans.data.plans.filter((p) => p.active).sort((a, b) => a.duration - b.duration);
  return (
    <>
      <p className={styles.lead}>
        {adviser.name} · {adviser.adviser_type} · {adviser.sebi_registration}
      </p>
      {active.length === 0 ? (
        <p>{m.noPlans}</p>
      ) : (
        <ul className={styles.list} aria-label={m.planDialogTitle}>
          {active.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onChoose={() => onChoose(plan)} />
          ))}
        </ul>
      )}
      {back}
    </>
  );
}
