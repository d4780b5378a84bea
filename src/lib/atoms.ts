import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { BrandConfig } from './brand';

/**
 * The app's client state (spec §3): dialogs, session flags and the snackbar. Server data lives in
 * TanStack Query, never here; the one exception is `userInfoAtom`, the spec's persisted user state,
 * which is refreshed from GET /api/auth/userinfo/ through Query.
 */

/** The login dialog's type: every method, broker login only, or the default brand's own accounts only. */
export type LoginType = BrandConfig['loginType'];

/** What GET /api/auth/userinfo/ (and login, registration, verify-otp) answer in body.user. */
export interface UserInfo {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  isSubscriber: boolean;
  brokerName: string | null;
  brokerClientCode: string | null;
}

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

/** JSON in localStorage; a stored value of the wrong shape (edited, or from an older build) reads as the default. */
function validatedStorage<T>(isValid: (v: unknown) => v is T) {
  const json = createJSONStorage<unknown>();
  return {
    getItem: (key: string, initialValue: T): T => {
      const value = json.getItem(key, initialValue);
      return isValid(value) ? value : initialValue;
    },
    setItem: (key: string, value: T) => json.setItem(key, value),
    removeItem: (key: string) => json.removeItem(key),
    subscribe: (key: string, callback: (value: T) => void, initialValue: T) =>
      json.subscribe?.(key, (v) => callback(isValid(v) ? v : initialValue), initialValue),
  };
}

const booleanStorage = validatedStorage((v: unknown): v is boolean => typeof v === 'boolean');
const userInfoStorage = validatedStorage((v: unknown): v is UserInfo | null => v === null || isUserInfo(v));

/** Persisted in local storage (spec §3 Login state). */
export const isLoggedInAtom = atomWithStorage<boolean>(STORAGE_KEYS.isLoggedIn, false, booleanStorage, {
  getOnInit: true,
});

/** Persisted in local storage (spec §3 User state). */
export const userInfoAtom = atomWithStorage<UserInfo | null>(STORAGE_KEYS.userInfo, null, userInfoStorage, {
  getOnInit: true,
});

/** The broker a user signed in through (spec §3 User state). */
export const loginBrokerAtom = atom<{ brokerName: string | null; brokerClientCode: string | null }>({
  brokerName: null,
  brokerClientCode: null,
});

/* ---------- dialogs ---------- */

export const loginDialogAtom = atom<{ open: boolean; type: LoginType }>({ open: false, type: 'all' });
export const signupDialogAtom = atom(false);

/** The subscription prompt (spec §4): the visitor subscription-required page in a modal. */
export const subscriptionDialogAtom = atom<{ open: boolean; data: unknown }>({ open: false, data: null });
export const planDialogAtom = atom<{ open: boolean; data: unknown }>({ open: false, data: null });
/** The blog's video dialog (spec §4): `url` is the post's video link. */
export const videoDialogAtom = atom<{ open: boolean; url: string | null }>({ open: false, url: null });
export const notificationDialogAtom = atom<{ open: boolean; data: unknown }>({ open: false, data: null });
export const brokerRedirectAtom = atom<{ open: boolean; brokerName: string | null; redirect: string | null }>({
  open: false,
  brokerName: null,
  redirect: null,
});
export const browserPopupBlockedAtom = atom(false);
export const importBasketDialogAtom = atom(false);
/** The blocking 'Subscriber exclusive screener' dialog (spec §2, §4). */
export const screenerDialogAtom = atom(false);

/* ---------- subscription ---------- */

export const selectedPlanAtom = atom<unknown>(null);
export type PaymentStatus = 'loading' | 'success' | 'failed' | 'payment-link-sent' | null;
export const paymentStatusAtom = atom<PaymentStatus>(null);

/* ---------- snackbar ---------- */

export type SnackbarVariant = 'success' | 'error' | 'info';
/** Spec §9: the snackbar hides itself after 6000 ms. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export interface SnackbarOptions {
  anchor: { vertical: 'top'; horizontal: 'center' };
  autoHideDuration: number;
  message: string;
  variant: SnackbarVariant;
}

export const snackbarAtom = atom<{ open: boolean; options: SnackbarOptions; id: number }>({
  open: false,
  options: {
    anchor: { vertical: 'top', horizontal: 'center' },
    autoHideDuration: SNACKBAR_AUTO_HIDE_MS,
    message: '',
    variant: 'info',
  },
  id: 0,
});
