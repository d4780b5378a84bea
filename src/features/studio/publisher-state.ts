import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '#src/lib/http/api-context';
import { rolesOf } from '#src/lib/session/roles';
import { isLoggedInAtom, userInfoAtom } from '#src/lib/session/session-atoms';
import type { PublisherBody } from '#contract/studio/types';
import { studioQueries } from './api/studio-dashboard-queries';

interface PublisherState {
  /** Whose it is: the state counts only while this user is the one signed in. */
  userId: number;
  details: PublisherBody;
}

/** Kept in memory only (never local storage): nothing of it survives a reload or outlives the session. */
const publisherStateAtom = atom<PublisherState | null>(null);

/**
 * Spec §6: the publisher login state, apart from the investor's user state — who the adviser is and
 * what this site lets them publish (PublisherBody). It reads null unless the user it was loaded for is
 * still signed in with the adviser role: a logout, an ended session or another user empties it at once,
 * whether or not a studio screen is open to clear it.
 */
export const publisherAtom = atom(
  (get) => {
    const state = get(publisherStateAtom);
    const user = get(userInfoAtom);
    if (!state || !get(isLoggedInAtom) || user?.id !== state.userId) return null;
    return rolesOf(user).includes('adviser') ? state.details : null;
  },
  (_get, set, next: PublisherState | null) => set(publisherStateAtom, next),
);

/**
 * Loads the publisher state while an adviser is signed in (the studio's screens call this through
 * StudioNav) and forgets it otherwise. Returns it, or null while it loads or for anyone else.
 */
export function usePublisher(): PublisherBody | null {
  const user = useAtomValue(userInfoAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setState = useSetAtom(publisherAtom);
  const adviserId = loggedIn && user && rolesOf(user).includes('adviser') ? user.id : null;
  const query = useQuery({ ...studioQueries.publisher(useApi(), adviserId ?? 0), enabled: adviserId !== null });
  const data = adviserId !== null ? query.data : undefined;
  useEffect(() => {
    setState(adviserId !== null && data ? { userId: adviserId, details: data } : null);
  }, [adviserId, data, setState]);
  return useAtomValue(publisherAtom);
}
