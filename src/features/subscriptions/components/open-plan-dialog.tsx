import { useState } from 'react';
import { Dialog } from '#src/components/ui/dialog';
import type { PlanDialogData } from '#src/lib/session/subscription-atoms';
import type { PlanOwner } from '../api/plan-queries';
import { subscriptionMessages as m } from '../messages';
import { useChoosePlan } from '../use-choose-plan';
import { AdviserPicker } from './adviser-picker';
import { PlanList } from './plan-list';

/**
 * The plans of one adviser (their page), of a basket's adviser (its page), or, from a premium post,
 * of the adviser the reader picks first (every plan opens premium posts).
 */
export default function OpenPlanDialog({ data, onClose }: { data: PlanDialogData; onClose: () => void }) {
  const fixed: PlanOwner | null = data.adviser
    ? { adviser: data.adviser }
    : data.basket
      ? { basket: data.basket }
      : null;
  const [picked, setPicked] = useState<string | null>(null);
  const owner = fixed ?? (picked ? { adviser: picked } : null);
  const choose = useChoosePlan(data.from, onClose);
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={owner ? m.planDialogTitle : m.planDialogAdvisersTitle}
      closeLabel={m.close}
    >
      {owner ? (
        <PlanList owner={owner} onChoose={choose} onBack={fixed ? undefined : () => setPicked(null)} />
      ) : (
        <AdviserPicker onPick={setPicked} />
      )}
    </Dialog>
  );
}
