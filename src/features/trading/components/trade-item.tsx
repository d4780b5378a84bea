import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { OrderLine, Trade } from '#contract/trading/types';
import { formatDate, formatPrice, formatRupees } from '#contract/locale/format';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { Button } from '#src/components/ui/button';
import { cancelOrder, tradeQueries } from '../api/trading-queries';
import { tradingMessages as m } from '../messages';
import { isOpenLine } from '../modify-order';
import { useModifyOrder } from './modify-line';
import { StatusChip } from './status-chip';
import * as styles from './trading.css';

/** One trade in the history: basket, kind, status, time; its lines on request, each open one can be modified or cancelled. */
export function TradeItem({ trade }: { trade: Trade }) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const modify = useModifyOrder(trade);
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
            {isOpenLine(line, trade) && line.limit_price !== null ? (
              <span className={styles.muted}>{m.limitAt(formatPrice(line.limit_price))}</span>
            ) : null}
            {isOpenLine(line, trade) ? modify.button(line) : null}
            {isOpenLine(line, trade) ? (
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
      {modify.dialog}
    </li>
  );
}
