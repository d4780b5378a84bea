import { useAtomValue, useStore } from 'jotai';
import { BROKER_LINK } from '#contract/trading/messages';
import { brokerRedirectAtom, browserPopupBlockedAtom } from '#src/lib/session/session-atoms';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { closeBrokerRedirect, continueInNewWindow, continueInThisTab } from '../broker-connect';
import { brokerMessages as m } from '../messages';

/** "You are being taken to {broker}": Continue opens the broker in a new window; if blocked, this tab. */
export default function BrokerRedirectContent() {
  const store = useStore();
  const { open, brokerName } = useAtomValue(brokerRedirectAtom);
  const blocked = useAtomValue(browserPopupBlockedAtom);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeBrokerRedirect(store))}
      title={brokerName ? m.redirectTitle(brokerName) : m.redirectTitle('your broker')}
      size="sm"
      closeLabel={m.cancel}
      footer={
        <>
          <Button variant="secondary" onClick={() => closeBrokerRedirect(store)}>
            {m.cancel}
          </Button>
          {blocked ? (
            <Button data-autofocus onClick={() => continueInThisTab(store, (url) => window.location.assign(url))}>
              {m.continueHere}
            </Button>
          ) : (
            <Button
              data-autofocus
              onClick={() => continueInNewWindow(store, (url, target) => window.open(url, target))}
            >
              {m.continue}
            </Button>
          )}
        </>
      }
    >
      <p>{brokerName ? m.redirectText : m.redirectTextGeneric}</p>
      {blocked ? <Alert variant="error">{BROKER_LINK.popupBlocked}</Alert> : null}
    </Dialog>
  );
}
