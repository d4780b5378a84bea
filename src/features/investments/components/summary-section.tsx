import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { Spinner } from '#src/components/ui/spinner';
import { QueryProblem } from '#src/components/ui/query-problem';
import { investmentQueries } from '../api/investment-queries';
import { investmentMessages as m } from '../messages';
import { FigureList } from './figure-list';
import { SkippedNote } from './skipped-note';
import * as styles from './investments.css';

/** The investor's totals across active investments (my-baskets/summary/). */
export function SummarySection() {
  const api = useApi();
  const summary = useQuery(investmentQueries.summary(api));
  return (
    <section className={styles.section} aria-labelledby="inv-summary">
      <h2 id="inv-summary" className={styles.sectionTitle}>
        {m.summary}
      </h2>
      {summary.isPending ? (
        <Spinner label={m.loading} />
      ) : summary.data ? (
        <>
          <FigureList figures={summary.data} label={m.summary} />
          <SkippedNote skipped={summary.data.skipped_investments} />
        </>
      ) : (
        <QueryProblem messages={m} title={m.failed} error={summary.error} onRetry={() => void summary.refetch()} />
      )}
    </section>
  );
}
