import { lazy, Suspense, useState } from 'react';
import type { OrderLine, Trade } from '#contract/trading/types';
import { Button } from '#src/components/ui/button';
import { tradingMessages as m } from '../messages';
import { isOpenLine } from '../modify-order';

/** Loaded when a Modify is first pressed: the form pieces stay out of the buy flow's and the orders page's load. */
const ModifyOrderDialog = lazy(() => import('./modify-order-dialog').then((d) => ({ default: d.ModifyOrderDialog })));

/**
 * The Modify button of one open line and the dialog it opens: one dialog for the trade, on the line last chosen; and
 * the action column of a trade's lines table.
 */
export function useModifyOrder(trade: Trade) {
  const [chosen, setChosen] = useState<{ orderId: string; open: boolean } | null>(null);
  const line = chosen && trade.lines.find((l) => l.order_id === chosen.orderId);
  const button = (l: OrderLine) => (
    <Button
      variant="secondary"
      aria-label={m.modifyLine(l.symbol)}
      onClick={() => setChosen({ orderId: l.order_id!, open: true })}
    >
      {m.modify}
    </Button>
  );
  const dialog =
    chosen && line ? (
      <Suspense fallback={null}>
        <ModifyOrderDialog
          trade={trade}
          line={line}
          open={chosen.open}
          onOpenChange={(open) => setChosen({ ...chosen, open })}
        />
      </Suspense>
    ) : null;
  /** The lines' action column (Modify on each open line); none when no line is open. */
  const open = (l: OrderLine) => isOpenLine(l, trade);
  const action = trade.lines.some(open) ? (l: OrderLine) => (open(l) ? button(l) : null) : undefined;
  return { button, dialog, action };
}
