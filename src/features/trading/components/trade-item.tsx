import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { OrderLine, Trade } from '#contract/trading/types';
import { FINAL_ORDER_STATUSES } from '#contract/trading/order-statuses';
import { formatDate, formatRupees } from '#contract/locale/format';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Button } from '#src/components/ui/button';
import { cancelOrder, tradeQueries } from '../api/trading-queries';
import { tradingMessages as m } from '../messages';
import { StatusChip } from './status-chip';
import * as styles from './trading.css';

const isOpen = (line: OrderLine) => line.order_id && line.status && !FINAL_ORDER_STATUSES.includes(line.status);

/** One trade in the history: basket, kind, status, time; its lines on request, each open one cancellable. */
export function TradeItem({ trade }: { trade: Trade }) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const linesId = useId();
  const cancel = useMutation({
    mutationFn: (line: OrderLine) => cancelOrder(api, trade.trade, line.order_id),
    onSuccess: (_, line) => {
      showSnackbar(store, m.cancelled(line.symbol), 'success');
      void queryClient.invalidateQueries({ queryKey: tradeQueries.all });
    },
    onError: (error, line) => {
      if (!(error instanceof ApiError && error.handled)) showSnackbar(store, m.cancelFailed(line.symbol), 'error');
    },
  });
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>{trade.basket_name}</h2>
      <p className={styles.row}>
        <span>{m.kind[trade.kind]}</span>
        <StatusChip status={trade.status} />
        <span className={styles.muted}>{m.placedOn(formatDate(trade.created_at))}</span>
        <span className={styles.muted}>{formatRupees(trade.amount)}</span>
      </p>
      <Button
        variant="secondary"
        aria-expanded={expanded}
        aria-controls={linesId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? m.hideLines : m.showLines(trade.lines.length)}
      </Button>
      <ul id={linesId} className={styles.list} hidden={!expanded}>
        {trade.lines.map((line) => (
          <li key={line.order_id ?? line.symbol} className={styles.row}>
            <strong>{line.symbol}</strong>
            <span>
              {line.side === 'BUY' ? 'Buy' : 'Sell'} {line.filled_quantity ?? 0} / {line.quantity}
            </span>
            {line.status ? <StatusChip status={line.status} /> : null}
            {isOpen(line) ? (
              <Button
                variant="secondary"
                aria-label={m.cancelLine(line.symbol)}
                busy={cancel.isPending && cancel.variables?.order_id === line.order_id}
                onClick={() => cancel.mutate(line)}
              >
                {m.cancelOpen}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
