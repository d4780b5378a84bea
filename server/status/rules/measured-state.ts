import type { MeasuredState } from '#contract/status/rules';

/**
 * How each measured figure becomes a state (docs/status-page.md, decision 0282): pure functions of what
 * the server recorded, with the thresholds in one place.
 */
export const THRESHOLDS = {
  /** A broker failure this recent, with no answer since, is 'down'; within the hour, 'degraded'. */
  brokerDownS: 15 * 60,
  brokerDegradedS: 60 * 60,
  /** Answers older than this are no evidence either way. */
  recentS: 24 * 60 * 60,
  /** The latest price while the market is open: fresh up to a minute, stale past 15 minutes. */
  priceFreshS: 60,
  priceStaleS: 15 * 60,
  /** The median order-update delay: fine up to 30 s, 'down' past 5 minutes. */
  delayFineS: 30,
  delayDownS: 5 * 60,
} as const;

const RANK: Record<MeasuredState, number> = { operational: 0, closed: 0, 'no-data': 1, degraded: 2, down: 3 };
/** The worst of several states (a component with several brokers); 'no-data' only when all are. */
export function worstState(states: MeasuredState[]): MeasuredState {
  if (states.length === 0 || states.every((s) => s === 'no-data')) return 'no-data';
  return states.filter((s) => s !== 'no-data').reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'operational');
}

/** '45 seconds', '3 minutes', '2 hours', '4 days': the largest whole unit. */
export function ageWords(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const [n, unit] =
    s < 120
      ? [s, 'second']
      : s < 7200
        ? [Math.floor(s / 60), 'minute']
        : s < 172_800
          ? [Math.floor(s / 3600), 'hour']
          : [Math.floor(s / 86_400), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export function brokerState(okAgeS: number | null, failureAgeS: number | null): MeasuredState {
  const failedSinceOk = failureAgeS !== null && (okAgeS === null || failureAgeS < okAgeS);
  if (failedSinceOk && failureAgeS < THRESHOLDS.brokerDownS) return 'down';
  if (failureAgeS !== null && failureAgeS < THRESHOLDS.brokerDegradedS) return 'degraded';
  if (okAgeS !== null && okAgeS < THRESHOLDS.recentS) return 'operational';
  return 'no-data';
}

/** Settled payments of the last 24 hours: none → no data; none paid of three or more → down; more failed than paid → degraded. */
export function paymentState(succeeded: number, failed: number): MeasuredState {
  if (succeeded + failed === 0) return 'no-data';
  if (succeeded === 0 && failed >= 3) return 'down';
  return failed > succeeded ? 'degraded' : 'operational';
}

/** The latest price's age by the market clock on both sides; null when no price could be read. */
export function priceState(marketOpen: boolean, ageS: number | null): MeasuredState {
  if (ageS === null) return 'down';
  if (!marketOpen) return 'closed';
  if (ageS <= THRESHOLDS.priceFreshS) return 'operational';
  return ageS <= THRESHOLDS.priceStaleS ? 'degraded' : 'down';
}

/** The median delay of the last 24 hours' final order updates; lines still waiting past 5 minutes count against it. */
export function delayState(medianS: number | null, waitingPastDown: number): MeasuredState {
  if (medianS === null) return waitingPastDown > 0 ? 'down' : 'no-data';
  if (medianS > THRESHOLDS.delayDownS) return 'down';
  return medianS > THRESHOLDS.delayFineS || waitingPastDown > 0 ? 'degraded' : 'operational';
}
