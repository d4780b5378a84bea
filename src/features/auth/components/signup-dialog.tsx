import { lazy, Suspense } from 'react';
import { useAtom } from 'jotai';
import { signupDialogAtom } from '#src/lib/session/session-atoms';

/** Loaded when it first opens, as the login dialog is. */
const OpenSignupDialog = lazy(() => import('./open-signup-dialog'));

/** The sign-up dialog (docs/session.md, "Client state"), open while signupDialogAtom says so. */
export function SignupDialog() {
  const [open, setOpen] = useAtom(signupDialogAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenSignupDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
