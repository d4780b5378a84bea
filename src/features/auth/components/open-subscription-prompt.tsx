import type { MouseEvent } from 'react';
import { useStore } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt, openPlanDialog } from '#src/lib/session/prompts';
import type { PlanDialogData } from '#src/lib/session/subscription-atoms';
import { Dialog } from '#src/components/ui/dialog';
import { AUTH_MESSAGES as M } from '../messages';
import { FragmentLoader } from './fragment-loader';

/**
 * The open subscription prompt (docs/session.md, "Login dialog and page fragments"), the visitor subscription-required
 * page in a modal: loaded when it first opens (subscription-prompt-dialog.tsx).
 */
export default function OpenSubscriptionPrompt({
  onClose,
  data,
}: {
  onClose: () => void;
  data?: PlanDialogData | null;
}) {
  const store = useStore();
  const router = useRouter();
  const brand = useBrand();

  const onAction = (action: string, el: HTMLElement, e: MouseEvent) => {
    if (action === 'login') {
      e.preventDefault();
      onClose();
      openLoginPrompt(store, brand);
      return;
    }
    if (action === 'subscribe') {
      // The plans open here, over the page the visitor was reading (choosing one asks them to log in).
      e.preventDefault();
      onClose();
      openPlanDialog(store, data ?? {});
      return;
    }
    const href = el.getAttribute('href');
    if (href) {
      e.preventDefault();
      onClose();
      router.history.push(href);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={M.subscriptionTitle}
      size="sm"
      closeLabel={M.close}
    >
      <FragmentLoader
        kind="subscription-required"
        loadingLabel={M.subscriptionLoading}
        errorMessage={M.subscriptionError}
        retryLabel={M.retry}
        onSubmitForm={() => undefined}
        onAction={onAction}
      />
    </Dialog>
  );
}
