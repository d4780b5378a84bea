/** The part of `web-push` (3.6.7, no bundled types) the server uses: VAPID keys and a request's details. */
declare module 'web-push' {
  export interface PushSubscriptionKeys {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
  }
  export interface RequestDetails {
    method: 'POST';
    endpoint: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
  }
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  export function generateRequestDetails(
    subscription: PushSubscriptionKeys,
    payload: string | Buffer,
    options: RequestOptions,
  ): RequestDetails;
  const webPush: {
    generateVAPIDKeys: typeof generateVAPIDKeys;
    generateRequestDetails: typeof generateRequestDetails;
  };
  export default webPush;
}
