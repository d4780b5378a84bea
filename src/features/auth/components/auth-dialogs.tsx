import { LoginDialog } from './login-dialog';
import { SessionSync } from './session-sync';
import { SignupDialog } from './signup-dialog';
import { SubscriptionPromptDialog } from './subscription-prompt-dialog';

/** The session's app-wide pieces, mounted once in the root layout. */
export function AuthDialogs() {
  return (
    <>
      <SessionSync />
      <LoginDialog />
      <SignupDialog />
      <SubscriptionPromptDialog />
    </>
  );
}
