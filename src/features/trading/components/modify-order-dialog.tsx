import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { OrderLine, Trade } from '#contract/trading/types';
import { useApi } from '#src/lib/http/api-context';
import { useFormSubmit } from '#src/lib/forms/use-form-submit';
import { Button } from '#src/components/ui/button';
import { CallForm } from '#src/components/ui/call-form';
import { Dialog } from '#src/components/ui/dialog';
import { FieldList } from '#src/components/ui/field-list';
import { showSnackbar } from '#src/components/ui/snackbar-atom';
import { updateOrder, writeTrade } from '../api/trading-queries';
import { tradingMessages as m } from '../messages';
import { modifyChange, modifyErrors, modifyValuesOf, type ModifyValues } from '../modify-order';
import * as styles from './trading.css';

const look = { form: styles.stack, actions: styles.row };

interface ModifyOrderDialogProps {
  trade: Trade;
  line: OrderLine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Modify one open line (updateorder/): quantity, market or limit, and the limit price for a limit order, checked as
 * the server checks them; the server's refusals go under their fields, the broker's above them. Once changed, the
 * trade's screens show the line as the server answered it and a snackbar says so.
 */
export function ModifyOrderDialog({ trade, line, open, onOpenChange }: ModifyOrderDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.modifyTitle(line.symbol)}
      description={m.modifyLead(line.filled_quantity ?? 0)}
      closeLabel={m.close}
    >
      <ModifyForm trade={trade} line={line} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ModifyForm({ trade, line, onDone }: { trade: Trade; line: OrderLine; onDone: () => void }) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => modifyValuesOf(line));
  const save = useFormSubmit({
    check: (v: ModifyValues) => modifyErrors(v, line),
    call: (v: ModifyValues) =>
      updateOrder(api, { trade: trade.trade, order_id: line.order_id!, ...modifyChange(v, line) }),
    onSuccess: (changed) => {
      writeTrade(queryClient, changed);
      showSnackbar(store, m.modified(line.symbol), 'success');
      onDone();
    },
  });
  const set = (name: keyof ModifyValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <CallForm
      look={look}
      {...save.form(values, { submit: m.modifySave, saved: m.modified(line.symbol) })}
      back={{ label: m.cancel, onClick: onDone }}
    >
      <FieldList
        fields={[
          { name: 'quantity', label: m.modifyQuantity, inputMode: 'numeric', autoComplete: 'off', required: true },
          {
            kind: 'select',
            name: 'order_type',
            label: m.orderType,
            options: [
              ['MARKET', m.market],
              ['LIMIT', m.limit],
            ],
          },
          values.order_type === 'LIMIT' && {
            name: 'limit_price',
            label: m.limitPrice,
            inputMode: 'decimal',
            autoComplete: 'off',
            required: true,
          },
        ]}
        values={values}
        errors={save.errors}
        onValueChange={set}
      />
    </CallForm>
  );
}

/** The Modify button of one open line and the dialog it opens: one dialog for the trade, on the line last chosen. */
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
      <ModifyOrderDialog
        trade={trade}
        line={line}
        open={chosen.open}
        onOpenChange={(open) => setChosen({ ...chosen, open })}
      />
    ) : null;
  return { button, dialog };
}
