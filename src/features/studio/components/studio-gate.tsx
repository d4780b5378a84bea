import type { ReactNode } from 'react';
import { RoleGate } from '#src/components/ui/role-gate';

const SIGN_IN = {
  page: 'Studio',
  title: 'Sign in to the studio',
  text: 'The studio is where advisers publish baskets and posts. Sign in with your adviser account.',
};

/** Every studio screen sits behind this: advisers only; a signed-in user without the role gets the not-found page (RoleGate). */
export function StudioGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate roles={['adviser']} signIn={SIGN_IN}>
      {children}
    </RoleGate>
  );
}
