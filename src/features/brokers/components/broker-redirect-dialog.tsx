import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { brokerRedirectAtom } from '#src/lib/session/session-atoms';

/** Loaded the first time it opens: Radix stays out of the first load. */
const BrokerRedirectContent = lazy(() => import('./broker-redirect-content'));

/**
 * The broker-redirect dialog (docs/trading-screens.md, "Connecting a broker"), mounted once in the root layout, open
 * while brokerRedirectAtom says so.
 */
export function BrokerRedirectDialog() {
  const { open } = useAtomValue(brokerRedirectAtom);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BrokerRedirectContent />
    </Suspense>
  );
}
