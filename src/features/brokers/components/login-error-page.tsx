import { useStore } from 'jotai';
import { Link, useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';
import type { LoginErrorSearch } from '../login-error-reason';
import { loginErrorText } from '../login-error-text';
import { brokerMessages as m } from '../messages';
import { useBrokerConnect } from '../use-broker-connect';
import * as styles from './brokers.css';

/** /loginerror/: why the broker sign-in failed, a retry at the same broker, and the way back. */
export function LoginErrorPage({ reason, broker }: LoginErrorSearch) {
  const brand = useBrand();
  const store = useStore();
  const { isLoggedIn } = useSession();
  const { connect, pending } = useBrokerConnect('same-tab');
  const known = brand.brokers.find((b) => b.id === broker);
  return (
    <Page>
      <Notice title={m.loginErrorTitle} asPage>
        <p role="alert">{loginErrorText(reason)}</p>
        <div className={styles.actions}>
          {known ? (
            <Button
              busy={pending === known.id}
              onClick={() => (isLoggedIn ? void connect(known.id) : openLoginPrompt(store, brand))}
            >
              {m.retrySignIn(known.name)}
            </Button>
          ) : null}
          <Link className={styles.link} to="/settings/brokers/">
            {m.backToBrokers}
          </Link>
        </div>
      </Notice>
    </Page>
  );
}
