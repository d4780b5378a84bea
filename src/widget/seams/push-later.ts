import type { ApiClient } from '../../lib/http/api-client';

/**
 * lib/push/push-later.ts for the widget build (vite.widget.config.ts). On a partner's page the widget
 * never subscribes the browser to the brand's push notifications, so there is no subscription to keep
 * current or to end. The app's version would bring the push module and, through it, every API path
 * of the product into the widget (about 1.5 KB gzip).
 */
export function keepPushSubscriptionLater(_api: ApiClient, _signedIn: () => boolean): void {}

export async function unsubscribeFromPushLater(_api?: ApiClient): Promise<void> {}
