import { lazyDateTimeFormat } from '#src/lib/format/lazy-format';
import { DISPLAY_TIME_ZONE } from '#contract/locale/format';
import { TRADING } from '#contract/trading/messages';
import type { TradePreviewBody } from '#contract/trading/types';

const whenFormat = lazyDateTimeFormat(
  {
    timeZone: DISPLAY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  },
  'en-GB',
);

/** The next window's opening in India's time: 'Monday 23 Nov, 9:15 AM'; null when unreadable. */
export function formatWindowOpening(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    whenFormat()
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toUpperCase();
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${period}`;
}

/** A queued after-market order's line: 'Queued at the broker for the open on Monday 23 Nov, 9:15 AM.'; null when not queued. */
export function queuedLine(queuedFor: string | undefined): string | null {
  const when = queuedFor ? formatWindowOpening(queuedFor) : null;
  return when ? TRADING.queuedForOpen(when) : null;
}

/**
 * What the review says when orders are not accepted now: the spec's exact sentence (§8), a special session's own
 * hours when there is one (Muhurat trading, a weekend Budget day), then when the next session opens. Empty while the
 * window is open.
 */
export function windowClosedLines(window: TradePreviewBody['window']): string[] {
  if (window.open) return [];
  const when = formatWindowOpening(window.next_open);
  return [
    TRADING.outsideWindow,
    ...(window.session ? [window.session] : []),
    ...(when ? [TRADING.nextWindow(when)] : []),
  ];
}
