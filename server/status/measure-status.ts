import type { BrandConfig } from '../../brands/schema';
import type { ComponentStatus } from '#contract/status/types';
import type { MarketData } from '../market/market-data';
import type { Queryable } from '../db/database';
import { brokerHealth } from './broker-health-store';
import { orderUpdateDelay, recentPayments } from './measure-store';
import {
  ageWords,
  brokerState,
  delayState,
  paymentState,
  priceState,
  THRESHOLDS,
  worstState,
} from './rules/measured-state';

/**
 * What the server measures of itself for the status page (docs/status-page.md): each brand broker's
 * last answer, the payments settled lately, the age of the latest price and the order-update delay.
 * Recorded times are the database's and are judged against its now(); the price's age is the market
 * clock's on both sides (decision 0238).
 */
export async function measureStatus(
  db: Queryable,
  brand: Pick<BrandConfig, 'id' | 'brokers'>,
  market: Pick<MarketData, 'now' | 'status' | 'quote' | 'indices'>,
): Promise<ComponentStatus[]> {
  const [health, payments, delay, price] = await Promise.all([
    brokerHealth(db, brand.id),
    recentPayments(db, brand.id),
    orderUpdateDelay(db, brand.id, THRESHOLDS.delayDownS),
    latestPrice(market),
  ]);
  return [brokers(brand, health), paid(payments), marketData(price), updates(delay)];
}

function brokers(
  brand: Pick<BrandConfig, 'brokers'>,
  health: Awaited<ReturnType<typeof brokerHealth>>,
): ComponentStatus {
  const parts = brand.brokers.map((b) => {
    const h = health.find((r) => r.broker_id === b.id);
    const state = brokerState(h?.ok_age_s ?? null, h?.failure_age_s ?? null);
    const detail =
      state === 'down' || state === 'degraded'
        ? `Could not be reached ${ageWords(h!.failure_age_s!)} ago.`
        : state === 'operational'
          ? `Answered ${ageWords(h!.ok_age_s!)} ago.`
          : 'No orders sent in the last 24 hours.';
    return { name: b.name, state, detail };
  });
  const state = worstState(parts.map((p) => p.state));
  const reachable = parts.filter((p) => p.state === 'operational').length;
  const detail =
    parts.length === 0
      ? 'This site connects no broker.'
      : state === 'no-data'
        ? 'No orders were sent to a broker in the last 24 hours.'
        : `${reachable} of ${parts.length} brokers answered our last call.`;
  return { id: 'brokers', state, detail, parts };
}

function paid({ succeeded, failed }: { succeeded: number; failed: number }): ComponentStatus {
  const total = succeeded + failed;
  return {
    id: 'payments',
    state: paymentState(succeeded, failed),
    detail:
      total === 0
        ? 'No payments were completed in the last 24 hours.'
        : `${succeeded} of ${total} payment${total === 1 ? '' : 's'} went through in the last 24 hours.`,
  };
}

interface LatestPrice {
  open: boolean;
  ageS: number | null;
  session: string | null;
}

async function latestPrice(market: Pick<MarketData, 'now' | 'status' | 'quote' | 'indices'>): Promise<LatestPrice> {
  const open = market.status().open;
  const symbol = market.indices()[0]?.symbol;
  try {
    const quote = symbol ? await market.quote(symbol) : undefined;
    if (!quote) return { open, ageS: null, session: null };
    return { open, ageS: (market.now().getTime() - Date.parse(quote.asOf)) / 1000, session: quote.sessionDate };
  } catch {
    return { open, ageS: null, session: null };
  }
}

function marketData({ open, ageS, session }: LatestPrice): ComponentStatus {
  const state = priceState(open, ageS);
  const detail =
    ageS === null
      ? 'The latest prices could not be read.'
      : state === 'closed'
        ? `The market is closed; prices are from the session of ${session}.`
        : `The latest price is ${ageWords(ageS)} old.`;
  return { id: 'market-data', state, detail };
}

function updates({ lines, medianS, waiting }: Awaited<ReturnType<typeof orderUpdateDelay>>): ComponentStatus {
  const waitingWords =
    waiting > 0 ? ` ${waiting} order${waiting === 1 ? ' is' : 's are'} still waiting for the broker's word.` : '';
  return {
    id: 'order-updates',
    state: delayState(medianS, waiting),
    detail:
      medianS === null
        ? `No market orders were completed in the last 24 hours.${waitingWords}`
        : `Orders heard back from the broker in ${ageWords(medianS)} (median of ${lines}) in the last 24 hours.${waitingWords}`,
  };
}
