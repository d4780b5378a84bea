import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { UserInfo } from '#contract/auth/types';
import type { BrandConfig } from '../brand';
import { validatedStorage } from './validated-storage';

/**
 * The login and user state (docs/session.md, "Client state"): who is signed in and the dialogs around signing in.
 * Server data lives in TanStack Query, never here; the one exception is `userInfoAtom`, the spec's persisted user
 * state, which is refreshed from GET /api/auth/userinfo/ through Query.
 */

export type { UserInfo };

/** The login dialog's type: every method, broker login only, or the default brand's own accounts only. */
export type LoginType = BrandConfig['loginType'];

/** A runtime check of body.user (the app reads answers without zod, to keep it out of the bundle). */
export const isUserInfo = (value: unknown): value is UserInfo => {
  const v = value as Partial<UserInfo> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    typeof v.isSubscriber === 'boolean'
  );
};

/** localStorage keys of the persisted session state. */
export const STORAGE_KEYS = { isLoggedIn: 'isLoggedIn', userInfo: 'userInfo' } as const;

const booleanStorage = validatedStorage((v: unknown): v is boolean => typeof v === 'boolean');
const userInfoStorage = validatedStorage((v: unknown): v is UserInfo | null => v === null || isUserInfo(v));

/** Persisted in local storage (docs/session.md, "Client state"). */
export const isLoggedInAtom = atomWithStorage<boolean>(STORAGE_KEYS.isLoggedIn, false, booleanStorage, {
  getOnInit: true,
});

/** Persisted in local storage (docs/session.md, "Client state"). */
export const userInfoAtom = atomWithStorage<UserInfo | null>(STORAGE_KEYS.userInfo, null, userInfoStorage, {
  getOnInit: true,
});

/** The broker a user signed in through (docs/session.md, "Client state"). */
export const loginBrokerAtom = atom<{ brokerName: string | null; brokerClientCode: string | null }>({
  brokerName: null,
  brokerClientCode: null,
});

/**
 * True while this device ends or switches its session (a logout, leaving a client view): what would
 * start asking the server then (the notices poll of a part mounted late) waits, as its answer would be
 * a 401 from a session that just ended.
 */
export const sessionEndingAtom = atom(false);

export const loginDialogAtom = atom<{ open: boolean; type: LoginType }>({ open: false, type: 'all' });
export const signupDialogAtom = atom(false);

/* Spec §3 Login and User state, for the order and broker screens still to come. */
export const brokerRedirectAtom = atom<{ open: boolean; brokerName: string | null; redirect: string | null }>({
  open: false,
  brokerName: null,
  redirect: null,
});
export const browserPopupBlockedAtom = atom(false);
/** A connected broker whose session ended ('110' naming it): the app asks for the sign-in at it again. */
export const brokerSignInAgainAtom = atom<string | null>(null);
export const notificationDialogAtom = atom<{ open: boolean; data: unknown }>({ open: false, data: null });
export const importBasketDialogAtom = atom(false);
