import type { NotificationKind, PushPayload } from '#contract/account/settings';

/**
 * Web Push with VAPID (docs/push.md). The server pushes to every subscription a user has on a brand's
 * origin, when their preference for the kind is on; subscriptions the push service reports gone
 * (404/410) are deleted. Payments use it now; orders and rebalances may call it the same way.
 */
export interface PushTarget {
  userId: number;
  brandId: string;
}

export interface PushResult {
  sent: number;
  /** Subscriptions deleted because the push service said they are gone. */
  removed: number;
  failed: number;
}

export interface PushSender {
  notify(target: PushTarget, payload: PushPayload & { kind: NotificationKind }): Promise<PushResult>;
}
