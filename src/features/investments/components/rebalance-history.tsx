import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { formatDate } from '#contract/locale/format';
import { investmentQueries } from '../api/investment-queries';
import { dialogMessages } from '../dialog-messages';
import { REBALANCE_MODE_LABELS } from '../messages';
import * as styles from './investments.css';

const m = dialogMessages.rebalance;

/** Past rebalances of the investment, newest first (loaded when opened). */
export function RebalanceHistory({ investment }: { investment: string }) {
  const api = useApi();
  const history = useQuery(investmentQueries.rebalanceHistory(api, investment));
  const rows = history.data?.rebalances.filter((r) => r.status !== 'pending') ?? [];
  return (
    <details>
      <summary>{m.history}</summary>
      {history.isError ? (
        <p role="alert">{dialogMessages.reviewFailed}</p>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{history.isPending ? dialogMessages.loadingReview : m.noHistory}</p>
      ) : (
        <ul>
          {rows.map((r) => (
            <li key={`${r.from_version}-${r.to_version}-${r.created_at}`}>
              {r.source === 'adviser'
                ? m.historyRowByAdviser(r.status, formatDate(r.decided_at ?? r.created_at))
                : m.historyRow(r.from_version, r.to_version, r.status, formatDate(r.decided_at ?? r.created_at))}
              {r.mode ? ` (${REBALANCE_MODE_LABELS[r.mode]})` : ''}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
