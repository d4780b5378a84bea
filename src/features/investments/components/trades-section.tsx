import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { QueryView } from '#src/components/ui/query-view';
import { TitledSection } from '#src/components/ui/page';
import { formatDate } from '#contract/locale/format';
import { investmentQueries } from '../api/investment-queries';
import { investmentMessages, investmentPageMessages as pm } from '../messages';
import { tradingMessages } from '#src/features/trading/messages';
import { tradeMessages as m } from '../trade-messages';
import { OrderLines } from './order-lines';
import * as styles from './investments.css';

/** The investment's trades (API.trading.transactions), newest first, each with its orders. */
export function TradesSection({ investment }: { investment: string }) {
  const api = useApi();
  const trades = useQuery(investmentQueries.trades(api, investment));
  const list = [...(trades.data?.trades ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <TitledSection id="inv-trades" title={pm.trades} className={styles.section} titleClassName={styles.sectionTitle}>
      <QueryView query={trades} problem={{ title: pm.tradesFailed, messages: investmentMessages }}>
        {() =>
          list.length === 0 ? (
            <p className={styles.muted}>{pm.noTrades}</p>
          ) : (
            list.map((t) => (
              <details key={t.trade}>
                <summary>
                  {m.tradeLabel(m.kinds[t.kind], formatDate(t.created_at), tradingMessages.tradeStatus[t.status])}
                </summary>
                <OrderLines lines={t.lines} />
              </details>
            ))
          )
        }
      </QueryView>
    </TitledSection>
  );
}
