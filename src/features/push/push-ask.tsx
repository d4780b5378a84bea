import { useId } from 'react';
import type { NotificationKind } from '#contract/account/settings';
import { Button } from '#src/components/ui/button';
import { pushMessages } from './messages';
import { usePushPermissionAsk } from './use-push-permission-ask';
import * as styles from './push-ask.css';

/**
 * The notification ask for the payment status screen (and later orders): placed after a payment has
 * started, it explains, then asks the browser on the reader's click. Renders nothing when push is
 * unsupported, denied or already answered; the caller keeps polling whatever this shows.
 */
export function PushAsk({ kind }: { kind: NotificationKind }) {
  const { state, turnOn, notNow } = usePushPermissionAsk();
  const titleId = useId();
  if (state === 'hidden') return null;
  if (state === 'on' || state === 'failed') {
    return (
      <p className={styles.panel} role="status" data-testid="push-ask-result">
        {state === 'on' ? pushMessages.on : pushMessages.failed}
      </p>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="push-ask">
      <h2 id={titleId} className={styles.title}>
        {pushMessages.title}
      </h2>
      <p className={styles.text}>{pushMessages.explain[kind]}</p>
      <div className={styles.actions}>
        <Button busy={state === 'working'} onClick={() => void turnOn()}>
          {state === 'working' ? pushMessages.working : pushMessages.turnOn}
        </Button>
        <Button variant="secondary" disabled={state === 'working'} onClick={notNow}>
          {pushMessages.notNow}
        </Button>
      </div>
    </section>
  );
}
