import type { PushPayload } from '#contract/account/settings';

/**
 * What the service worker shows for a push and where a click leads (docs/push.md, "Service worker"):
 * pure functions, so tests need no worker.
 */

export interface BrandLook {
  name: string;
  icon: string;
}

/** Where a brand's look comes from: its web manifest, on this origin. */
export const MANIFEST_URL = '/manifest.webmanifest';
export const FALLBACK_ICON = '/icons/icon-192.png';

/** The brand's short name and its 'any' icon of at least 192 px, from its manifest. */
export function brandLookFrom(manifest: unknown, fallbackName: string): BrandLook {
  const m = (manifest ?? {}) as { short_name?: unknown; name?: unknown; icons?: unknown };
  const name = typeof m.short_name === 'string' ? m.short_name : typeof m.name === 'string' ? m.name : fallbackName;
  const icons = Array.isArray(m.icons) ? (m.icons as { src?: unknown; sizes?: unknown; purpose?: unknown }[]) : [];
  const size = (i: { sizes?: unknown }) => Number(String(i.sizes ?? '').split('x')[0]) || 0;
  const any = icons.filter((i) => typeof i.src === 'string' && (i.purpose ?? 'any') === 'any');
  const icon = any.filter((i) => size(i) >= 192).sort((a, b) => size(a) - size(b))[0] ?? any[0];
  return { name, icon: typeof icon?.src === 'string' ? icon.src : FALLBACK_ICON };
}

/**
 * The same-origin path a notification may open: anything else (another origin, a protocol-relative
 * '//host', a javascript: URL) opens the home page instead — a push can never redirect away.
 */
export function safeTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The payload as sent (contract PushPayload), or undefined when it is not one. */
export function readPayload(data: unknown): PushPayload | undefined {
  const p = data as Partial<Record<keyof PushPayload, unknown>> | null;
  if (!p || typeof p !== 'object' || typeof p.title !== 'string' || typeof p.url !== 'string') return undefined;
  const kind = p.kind === 'orders' || p.kind === 'rebalances' ? p.kind : 'payments';
  return { kind, title: text(p.title, 120), body: text(p.body, 300), url: p.url, tag: text(p.tag, 64) || kind };
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** The notification for a push: brand name first, the brand's icon, the tag, the safe target. */
export function notificationFor(payload: PushPayload | undefined, look: BrandLook, origin: string): ShownNotification {
  const options = { icon: look.icon, badge: look.icon };
  if (!payload) {
    return {
      title: look.name,
      options: { ...options, body: 'You have a new update.', tag: 'update', data: { url: '/' } },
    };
  }
  return {
    title: `${look.name} · ${payload.title}`,
    options: { ...options, body: payload.body, tag: payload.tag, data: { url: safeTarget(payload.url, origin) } },
  };
}
