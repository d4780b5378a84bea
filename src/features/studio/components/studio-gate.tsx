import type { ReactNode } from 'react';
import { RoleGate } from '#src/components/ui/role-gate';

export interface StudioGateProps {
  /** What a signed-in user without the adviser role sees: the app's not-found page unless told (never a 403). */
  notFound?: ReactNode;
  children: ReactNode;
}

const SIGN_IN = {
  page: 'Studio',
  title: 'Sign in to the studio',
  text: 'The studio is where advisers publish baskets and posts. Sign in with your adviser account.',
};

/** Every studio screen sits behind this: advisers only (RoleGate). */
export function StudioGate({ notFound, children }: StudioGateProps) {
  return (
    <RoleGate roles={['adviser']} notFound={notFound} signIn={SIGN_IN}>
      {children}
    </RoleGate>
  );
}
