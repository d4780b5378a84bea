import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { Button } from './button';
import { Notice } from './page';

/** A visitor on a screen that needs an account: what it is, and a button that opens the login prompt. */
export function SignInNotice({ title, text, action }: { title: string; text: string; action: string }) {
  const store = useStore();
  const brand = useBrand();
  return (
    <Notice title={title}>
      <p>{text}</p>
      <Button onClick={() => openLoginPrompt(store, brand)}>{action}</Button>
    </Notice>
  );
}
