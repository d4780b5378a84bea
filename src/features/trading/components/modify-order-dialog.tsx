import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { FieldErrors } from '#contract/http/envelope';
import type { OrderLine, Trade } from '#contract/trading/types';
import { useApi } from '#src/lib/http/api-context';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
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
  // The check's messages, or the server's per field; useFormSubmit's module stays out of this lazy chunk (0265).
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: (v: ModifyValues) =>
      updateOrder(api, { trade: trade.trade, order_id: line.order_id!, ...modifyChange(v, line) }),
    onSuccess: (changed) => {
      writeTrade(queryClient, changed);
      showSnackbar(store, m.modified(line.symbol), 'success');
      onDone();
    },
    onError: (err) => setErrors(fieldErrorsOf(err)),
  });
  const send = (e: FormEvent) => {
    e.preventDefault();
    const found = modifyErrors(values, line);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate(values);
  };
  const set = (name: keyof ModifyValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <CallForm
      look={look}
      onSubmit={send}
      problem={change.isError && Object.keys(errors).length === 0 && formMessageOf(change.error)}
      submit={{ label: m.modifySave, busy: change.isPending }}
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
        errors={errors}
        onValueChange={set}
      />
    </CallForm>
  );
}
