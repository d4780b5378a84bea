import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '#src/lib/http/api-context';
import { pushSupported, subscribeToPush } from '#src/lib/push/browser-push';

/** localStorage: the reader answered the ask on this brand's origin (kept until a logout clears storage). */
export const PUSH_ASKED_KEY = 'sf-push-asked';

/**
 * - `hidden`: nothing to show (unsupported, denied, already answered, or granted and subscribed quietly);
 * - `ask`: the explanation and the button; `working`: the browser's prompt or the subscription is under way;
 * - `on`: just turned on; `failed`: granted, but the subscription did not go through.
 */
export type PushAskState = 'hidden' | 'ask' | 'working' | 'on' | 'failed';

const answered = () => {
  try {
    return localStorage.getItem(PUSH_ASKED_KEY) !== null;
  } catch {
    return false;
  }
};
const remember = (answer: string) => {
  try {
    localStorage.setItem(PUSH_ASKED_KEY, answer);
  } catch {
    // Storage blocked: the ask may come back next time, no harm.
  }
};

const noChanges = () => () => undefined;
const firstState = (): PushAskState =>
  pushSupported() && Notification.permission === 'default' && !answered() ? 'ask' : 'hidden';

/**
 * Asks for notification permission once per brand, only when called after something worth a
 * notification has started (a payment), never on page load: the browser's prompt opens only from the
 * reader's click on `turnOn`. With permission already granted it subscribes quietly.
 */
export function usePushPermissionAsk() {
  const api = useApi();
  // What the page starts with: 'hidden' on the server and while hydrating, then the browser's answer.
  const initial = useSyncExternalStore(noChanges, firstState, () => 'hidden' as const);
  const [acted, setState] = useState<PushAskState | null>(null);

  useEffect(() => {
    if (pushSupported() && Notification.permission === 'granted') void subscribeToPush(api).catch(() => undefined);
  }, [api]);

  const turnOn = useCallback(async () => {
    setState('working');
    const permission = await Promise.resolve()
      .then(() => Notification.requestPermission())
      .catch((): NotificationPermission => 'denied');
    remember(permission);
    if (permission !== 'granted') {
      setState('hidden');
      return;
    }
    try {
      setState((await subscribeToPush(api)) ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  }, [api]);

  const notNow = useCallback(() => {
    remember('dismissed');
    setState('hidden');
  }, []);

  return { state: acted ?? initial, turnOn, notNow };
}
