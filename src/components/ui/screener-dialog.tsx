import { lazy, Suspense, useState } from 'react';
import { useAtom } from 'jotai';
import { screenerDialogAtom } from './screener-atom';
import type { LockedBasket } from './locked-basket';

/** Loaded the first time the dialog opens: Radix stays out of the first load. */
const ScreenerDialogContent = lazy(() => import('./screener-dialog-content'));

/**
 * The blocking 'Subscriber exclusive screener' dialog (docs/session.md, "One request client, one table of rules"):
 * opened by the status rules when a GET answers 4, 7 or 10. Its spec button goes to the featured baskets; when the
 * refusal names the basket's adviser, a first button opens that adviser's plans (`onSubscribe`). Nothing is rendered
 * until it first opens; from then on it stays mounted, opening and closing as the atom says.
 */
export function ScreenerDialog({
  onGoToFeatured,
  onSubscribe,
}: {
  onGoToFeatured: () => void;
  onSubscribe?: (basket: LockedBasket) => void;
}) {
  const [open, setOpen] = useAtom(screenerDialogAtom);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ScreenerDialogContent
        open={open}
        onOpenChange={setOpen}
        onGoToFeatured={onGoToFeatured}
        onSubscribe={onSubscribe}
      />
    </Suspense>
  );
}
