import { lazy, Suspense } from 'react';
import { useAtom } from 'jotai';
import { subscriptionDialogAtom, type PlanDialogData } from '#src/lib/session/subscription-atoms';

/** Loaded when it first opens, as the login dialog is. */
const OpenSubscriptionPrompt = lazy(() => import('./open-subscription-prompt'));

/**
 * The subscription prompt (docs/session.md, "Login dialog and page fragments"), open while subscriptionDialogAtom says
 * so.
 */
export function SubscriptionPromptDialog() {
  const [dialog, setDialog] = useAtom(subscriptionDialogAtom);
  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenSubscriptionPrompt
        data={dialog.data as PlanDialogData | null}
        onClose={() => setDialog({ open: false, data: null })}
      />
    </Suspense>
  );
}
