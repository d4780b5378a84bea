import { useAtom, useSetAtom } from 'jotai';
import { buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { loginDialogAtom } from '../../lib/session/session-atoms';
import { subscriptionDialogAtom } from '../../lib/session/subscription-atoms';
import { PROMPT_MESSAGES as AUTH } from '../../features/auth/prompt-messages';
import { WIDGET_MESSAGES as M } from '../messages';
import { useWidget } from '../widget-context';
import { useWidgetRoute } from '../widget-router';
import { FragmentBox } from './fragment-box';
import * as styles from './widget-prompts.css';

/**
 * The login and subscription prompts inside the widget (docs/widget.md, "Prompts"; decision 0038). When they open:
 * the subscription prompt when a visitor opens a premium post and from its 'Subscribe to read'
 * button; the login prompt from Like, from posting a comment, from the subscription prompt's
 * 'Log in', and on an expired session. Both open through the same atoms as in the app, so the
 * blog's components need no change.
 */
export function WidgetPrompts() {
  const [login, setLogin] = useAtom(loginDialogAtom);
  const [subscription, setSubscription] = useAtom(subscriptionDialogAtom);
  return (
    <>
      {subscription.open ? <SubscriptionPrompt onClose={() => setSubscription({ open: false, data: null })} /> : null}
      {login.open ? <LoginPrompt onClose={() => setLogin((d) => ({ ...d, open: false }))} /> : null}
    </>
  );
}

function SubscriptionPrompt({ onClose }: { onClose: () => void }) {
  const { brand } = useWidget();
  const setLogin = useSetAtom(loginDialogAtom);
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={AUTH.subscriptionTitle}
      size="sm"
      closeLabel={AUTH.close}
    >
      <FragmentBox
        kind="subscription-required"
        loadingLabel={AUTH.subscriptionLoading}
        errorMessage={AUTH.subscriptionError}
        retryLabel={AUTH.retry}
        onAction={(action, e) => {
          if (action !== 'login') return;
          e.preventDefault();
          onClose();
          setLogin({ open: true, type: brand.loginType });
        }}
      />
    </Dialog>
  );
}

/** The page on the brand's site that matches what the reader is looking at. */
function useBrandPath(): string {
  const { router } = useWidget();
  const route = useWidgetRoute(router);
  return route.name === 'detail' ? `/blog/article/${route.postId}/${route.slug ?? 'post'}/` : '/blog/';
}

function LoginPrompt({ onClose }: { onClose: () => void }) {
  const { brand, brandOrigin } = useWidget();
  const path = useBrandPath();
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={AUTH.loginTitle(brand.displayName)}
      size="sm"
      closeLabel={AUTH.close}
    >
      <p className={styles.text}>{M.loginText(brand.displayName)}</p>
      <a
        className={buttonClass('primary', true)}
        href={new URL(path, brandOrigin).href}
        target="_blank"
        rel="noopener noreferrer"
        data-autofocus
      >
        {M.continueOnBrand(brand.displayName)} <span className={styles.hidden}>{M.opensInNewTab}</span>
      </a>
      {/* The visitor login-modal page: of it, only the broker sign-ins work from another website. */}
      <FragmentBox
        kind="login-modal"
        next={path}
        keep="nav"
        loadingLabel={M.loginOptionsLoading}
        errorMessage={M.loginOptionsFailed}
        retryLabel={AUTH.retry}
      />
    </Dialog>
  );
}
