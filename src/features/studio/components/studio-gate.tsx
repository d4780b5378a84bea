import type { ReactNode } from 'react';
import { useStore } from 'jotai';
import { useBrand } from '#src/lib/navigation';
import { useHasRole } from '#src/lib/session/roles';
import { openLoginPrompt } from '#src/lib/session/prompts';
import { useSession } from '#src/lib/session/use-session';
import { Button } from '#src/components/ui/button';
import { Notice, Page } from '#src/components/ui/page';

export interface StudioGateProps {
  /** What a signed-in user without the adviser role sees: the app's not-found page (never a 403). */
  notFound: ReactNode;
  children: ReactNode;
}

/**
 * Every studio screen sits behind this: a visitor is asked to sign in, a signed-in user who is no
 * adviser gets the not-found page, an adviser gets the screen. The server enforces the same on every
 * studio call (404 for a non-adviser, 401 for a visitor); this only keeps the screens honest.
 */
export function StudioGate({ notFound, children }: StudioGateProps) {
  const { isLoggedIn } = useSession();
  const isAdviser = useHasRole('adviser');
  const store = useStore();
  const brand = useBrand();
  if (!isLoggedIn)
    return (
      <Page title="Studio">
        <Notice title="Sign in to the studio">
          <p>The studio is where advisers publish baskets and posts. Sign in with your adviser account.</p>
          <Button onClick={() => openLoginPrompt(store, brand)}>Log in</Button>
        </Notice>
      </Page>
    );
  if (!isAdviser) return <>{notFound}</>;
  return <>{children}</>;
}
