import { lazy, Suspense } from 'react';
import { useAtom } from 'jotai';
import { loginDialogAtom } from '#src/lib/session/session-atoms';

/** Loaded when it first opens: forms, fragments, the sanitizer and Radix stay out of the first load. */
const OpenLoginDialog = lazy(() => import('./open-login-dialog'));

/** The login dialog (docs/session.md, "Login dialog and page fragments"), open while loginDialogAtom says so. */
export function LoginDialog() {
  const [dialog, setDialog] = useAtom(loginDialogAtom);
  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenLoginDialog type={dialog.type} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
    </Suspense>
  );
}
