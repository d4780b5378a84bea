import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { investmentMessages as m } from '../messages';

/** A visitor on an investor's page: what it is, and the login prompt. */
export function SignInNotice() {
  const store = useStore();
  const brand = useBrand();
  return (
    <Notice title={m.signInTitle}>
      <p>{m.signInText}</p>
      <Button onClick={() => openLoginPrompt(store, brand)}>{m.logIn}</Button>
    </Notice>
  );
}
