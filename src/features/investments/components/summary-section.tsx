import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { QueryView } from '#src/components/ui/query-view';
import { TitledSection } from '#src/components/ui/page';
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
    <TitledSection id="inv-summary" title={m.summary} className={styles.section} titleClassName={styles.sectionTitle}>
      <QueryView query={summary} loading={m.loading} problem={{ title: m.failed, messages: m }}>
        {(data) => (
          <>
            <FigureList figures={data} label={m.summary} />
            <SkippedNote skipped={data.skipped_investments} />
          </>
        )}
      </QueryView>
    </TitledSection>
  );
}
