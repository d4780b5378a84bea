import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RebalanceSheetBody } from '#contract/rebalance-sheets/types';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { sheetCalls, sheetQueries } from '../api/rebalance-sheet-queries';
import { rebalanceMessages as m } from '../rebalance-messages';
import * as styles from './rebalance-sheet.css';

/**
 * The last step: says how many investments get a rebalance and that waiting ones are replaced, then
 * applies once (a second click while the call runs sends nothing; the server applies once anyway).
 */
export function ApplySheetDialog({
  sheet,
  open,
  onOpenChange,
  onApplied,
}: {
  sheet: RebalanceSheetBody;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApplied: (result: RebalanceSheetBody) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: () => sheetCalls.apply(api, sheet.sheet),
    onSuccess: (result) => {
      onApplied(result);
      void queryClient.invalidateQueries({ queryKey: sheetQueries.all() });
    },
  });
  const problem =
    apply.error instanceof ApiError
      ? apply.error.handled
        ? null
        : apply.error.message
      : apply.error
        ? m.applyFailed
        : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) apply.reset();
        onOpenChange(next);
      }}
      title={m.applyTitle}
      description={m.applyText(sheet.targets)}
      footer={
        <div className={styles.actions}>
          <Button busy={apply.isPending} onClick={() => apply.mutate()}>
            {m.apply}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {m.cancel}
          </Button>
        </div>
      }
    >
      {problem ? <Alert variant="error">{problem}</Alert> : null}
    </Dialog>
  );
}
