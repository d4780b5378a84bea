import { atomWithStorage } from 'jotai/utils';
import type { ImpersonationInfo } from '#contract/impersonation/rules';
import { validatedStorage } from './validated-storage';

/**
 * The client's view this tab is in (docs/login-as-client.md): whose, by whom, until when; null in
 * one's own session. Persisted like the user state, so a reload keeps the banner; forgotten with the
 * user (forgetUser) and on Exit.
 */
export const isImpersonationInfo = (v: unknown): v is ImpersonationInfo => {
  const i = v as Partial<ImpersonationInfo> | null;
  return (
    typeof i === 'object' &&
    i !== null &&
    typeof i.client?.name === 'string' &&
    typeof i.client.email === 'string' &&
    typeof i.staff?.name === 'string' &&
    typeof i.expiresAt === 'string'
  );
};

const storage = validatedStorage((v: unknown): v is ImpersonationInfo | null => v === null || isImpersonationInfo(v));

export const impersonationAtom = atomWithStorage<ImpersonationInfo | null>('impersonation', null, storage, {
  getOnInit: true,
});
