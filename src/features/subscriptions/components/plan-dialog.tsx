import { lazy, Suspense } from 'react';
import { useAtom } from 'jotai';
import { planDialogAtom } from '#src/lib/session/subscription-atoms';

/** Loaded when it first opens, as the login dialog is. */
const OpenPlanDialog = lazy(() => import('./open-plan-dialog'));

/**
 * The plan dialog (docs/subscription-screens.md, "Where the plans open"), open while planDialogAtom says so; mounted
 * once.
 */
export function PlanDialog() {
  const [dialog, setDialog] = useAtom(planDialogAtom);
  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenPlanDialog data={dialog.data ?? {}} onClose={() => setDialog({ open: false, data: null })} />
    </Suspense>
  );
}
