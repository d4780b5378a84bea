import { createHash } from 'node:crypto';
import webPush from 'web-push';
import type { NotificationKind, PushPayload } from '#contract/account/settings';
import { brands } from '../../brands/registry';
import type { Queryable } from '../db/database';
import { log } from '../log';
import type { PushResult, PushSender, PushTarget } from './push-sender';
import { pushEndpointAllowed } from './push-endpoint';
import {
  deleteSubscriptionById,
  notificationPrefs,
  subscriptionsOf,
  touchSubscription,
  type StoredSubscription,
} from './push-store';
import { vapidKeysOf } from './vapid-keys';

export interface WebPushSenderOptions {
  db: Queryable;
  /** Plain http to 127.0.0.1 allowed (the tests' local push service); https to public hosts otherwise. */
  allowLoopbackHttp?: boolean;
  /** How long a push service may keep the message for an offline browser (seconds). */
  ttlSeconds?: number;
  /** Per request to a push service. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A Topic header (RFC 8030 §5.4: at most 32 URL-safe base64 characters) from the payload's tag. */
export function topicFor(tag: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(tag)) return tag;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

type Outcome = 'sent' | 'removed' | 'failed';

/**
 * PushSender over Web Push (RFC 8030/8291/8292) with the `web-push` library encrypting and signing;
 * the request itself goes out with fetch, without following redirects (docs/push.md). Never throws:
 * a failure is logged and counted.
 */
export class WebPushSender implements PushSender {
  private readonly keys: ReturnType<typeof vapidKeysOf>;

  constructor(private readonly options: WebPushSenderOptions) {
    this.keys = vapidKeysOf(options.db);
  }

  publicKey = async () => (await this.keys()).publicKey;

  async notify(target: PushTarget, payload: PushPayload & { kind: NotificationKind }): Promise<PushResult> {
    const result: PushResult = { sent: 0, removed: 0, failed: 0 };
    try {
      const { db } = this.options;
      const prefs = await notificationPrefs(db, target.userId);
      if (!prefs[payload.kind]) return result;
      const subscriptions = await subscriptionsOf(db, target.userId, target.brandId);
      for (const s of subscriptions) result[await this.sendOne(target, s, payload)] += 1;
    } catch (err) {
      log.error('push failed', { user: target.userId, brand: target.brandId, error: (err as Error).message });
      result.failed += 1;
    }
    return result;
  }

  private async sendOne(target: PushTarget, s: StoredSubscription, payload: PushPayload): Promise<Outcome> {
    const { db, allowLoopbackHttp = false, ttlSeconds = 24 * 60 * 60, timeoutMs = 10_000 } = this.options;
    const fetchFn = this.options.fetch ?? fetch;
    if (!pushEndpointAllowed(s.endpoint, { allowLoopbackHttp })) {
      await deleteSubscriptionById(db, s.id);
      log.warn('push endpoint refused, subscription deleted', { subscription: s.id });
      return 'removed';
    }
    try {
      const brand = brands.find((b) => b.id === target.brandId);
      const keys = await this.keys();
      const body: PushPayload = {
        kind: payload.kind,
        title: payload.title,
        body: payload.body,
        url: payload.url,
        tag: payload.tag,
      };
      const details = webPush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(body),
        {
          vapidDetails: { subject: `mailto:${brand?.trust.contact.email ?? 'support@example.com'}`, ...keys },
          TTL: ttlSeconds,
          urgency: payload.kind === 'payments' ? 'high' : 'normal',
          topic: topicFor(payload.tag),
        },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const res = await fetchFn(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) {
        await deleteSubscriptionById(db, s.id);
        return 'removed';
      }
      if (res.status < 200 || res.status > 299) {
        log.warn('push refused', { subscription: s.id, status: res.status });
        return 'failed';
      }
      await touchSubscription(db, s.id);
      return 'sent';
    } catch (err) {
      log.warn('push not delivered', { subscription: s.id, error: (err as Error).message });
      return 'failed';
    }
  }
}
