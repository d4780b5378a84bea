import { GOOGLE_IDENTITY_SCRIPT } from '#contract/auth/google-identity';

/** The part of Google Identity Services (google.accounts.id) this app uses. */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup';
    auto_select?: boolean;
    context?: 'signin';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard';
      theme?: 'outline';
      size?: 'large';
      text?: 'signin_with';
      shape?: 'rectangular';
      width?: number;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/** Long enough for a slow phone connection; after it, the dialog says Google cannot be reached. */
export const GOOGLE_LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<GoogleIdentity> | undefined;

/**
 * Loads Google's sign-in script once, when someone asks to sign in with Google and not before
 * (loading it tells Google about the visitor). Rejects when it cannot be reached: offline, blocked
 * by an extension or a network, or too slow; a later call tries again.
 */
export function loadGoogleIdentity(timeoutMs = GOOGLE_LOAD_TIMEOUT_MS): Promise<GoogleIdentity> {
  const loaded = window.google?.accounts?.id;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(new Error(`Google sign-in script: ${reason}`));
    };
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    script.addEventListener('error', () => fail('could not be loaded'));
    script.addEventListener('load', () => {
      const id = window.google?.accounts?.id;
      if (!id) return fail('loaded without google.accounts.id');
      clearTimeout(timer);
      // From now on window.google answers.
      loading = undefined;
      resolve(id);
    });
    document.head.append(script);
  });
  return loading;
}
