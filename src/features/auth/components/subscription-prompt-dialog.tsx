import { lazy, Suspense } from 'react';
import { useAtom } from 'jotai';
import { subscriptionDialogAtom } from '#src/lib/session/subscription-atoms';

/** Loaded when it first opens, as the login dialog is. */
const OpenSubscriptionPrompt = lazy(() => import('./open-subscription-prompt'));

/** The subscription prompt (spec §4), open while subscriptionDialogAtom says so. */
export function SubscriptionPromptDialog() {
  const [dialog, setDialog] = useAtom(subscriptionDialogAtom);
  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenSubscriptionPrompt onClose={() => setDialog({ open: false, data: null })} />
    </Suspense>
  );
}
