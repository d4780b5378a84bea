import type { FeeKind } from '#contract/baskets/types';
import { FEE_LABELS } from '#contract/baskets/types';
import type { Subscription, SubscriptionState, SubscriptionsBody } from '#contract/subscriptions/payments';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { SUBSCRIPTION_ENDS_AT } from './active-subscription';
import { iso, planFeeLabel, periodLabel, PLAN_OF_ROW_COLUMNS, type PlanOfRow } from './plan-row';
import { planMonths } from './plan-labels';
import { subscriptionFee } from './subscription-fees';

/** Active with this many days or fewer left: 'expiring'. */
export const EXPIRING_DAYS = 7;
const DAY_MS = 86_400_000;

export interface SubscriptionRow extends PlanOfRow {
  id: number;
  user_id: number;
  fee_kind: FeeKind;
  aum_percent: number | null;
  starts_at: Date | string;
  expires_at: Date | string;
  ends_at: Date | string;
  amount_paid: number | null;
  /** The fee (before GST) and the GST its paid transactions carried; 0 for a subscription without any. */
  paid_fee: number;
  paid_gst: number;
  recurring_amount: number;
  cancelled_at: Date | string | null;
  refund_amount: number | null;
  basket_hashes: string[];
  basket_ids: number[];
}

const SELECT = `SELECT s.id, s.user_id, s.plan_id, ${PLAN_OF_ROW_COLUMNS}, p.fee_kind, p.aum_percent::float8 AS aum_percent, s.starts_at, s.expires_at,
    ${SUBSCRIPTION_ENDS_AT} AS ends_at, s.amount_paid::float8 AS amount_paid,
    coalesce(s.recurring_amount, p.recurring_amount)::float8 AS recurring_amount, s.cancelled_at,
    s.refund_amount::float8 AS refund_amount,
    coalesce((SELECT sum(t.taxable_amount) FROM payment_transactions t WHERE t.subscription_id = s.id AND t.status = 'success'), 0)::float8 AS paid_fee,
    coalesce((SELECT sum(t.cgst + t.sgst + t.igst) FROM payment_transactions t WHERE t.subscription_id = s.id AND t.status = 'success'), 0)::float8 AS paid_gst,
    ARRAY(SELECT b.basket_hash FROM plan_baskets pb JOIN baskets b ON b.id = pb.basket_id WHERE pb.plan_id = p.id ORDER BY b.basket_hash) AS basket_hashes,
    ARRAY(SELECT pb.basket_id FROM plan_baskets pb WHERE pb.plan_id = p.id) AS basket_ids
  FROM subscriptions s JOIN plans p ON p.id = s.plan_id JOIN advisers a ON a.id = p.adviser_id`;

export function subscriptionState(r: Pick<SubscriptionRow, 'ends_at' | 'cancelled_at'>, now: Date): SubscriptionState {
  if (r.cancelled_at !== null) return 'cancelled';
  const left = new Date(r.ends_at).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= EXPIRING_DAYS * DAY_MS ? 'expiring' : 'active';
}

export async function subscriptionRows(db: Queryable, userId: number, id?: number): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `${SELECT} WHERE s.user_id = $1 AND ($2::int IS NULL OR s.id = $2) ORDER BY ${SUBSCRIPTION_ENDS_AT} DESC, s.id DESC`,
    [userId, id ?? null],
  );
  return rows;
}

/** The current value of the user's active investments in these baskets, at last prices. */
async function investedValue(db: Queryable, market: MarketData, userId: number, basketIds: number[]): Promise<number> {
  if (!basketIds.length) return 0;
  const { rows } = await db.query<{ symbol: string; quantity: number }>(
    `SELECT h.symbol, sum(h.quantity)::float8 AS quantity FROM investment_holdings h JOIN investments i ON i.id = h.investment_id
      WHERE i.user_id = $1 AND i.status = 'active' AND i.basket_id = ANY($2::int[]) AND h.quantity > 0 GROUP BY h.symbol`,
    [userId, basketIds],
  );
  if (!rows.length) return 0;
  const prices = await market.ltp(rows.map((r) => r.symbol));
  return rows.reduce((sum, r) => sum + r.quantity * (prices[r.symbol] ?? 0), 0);
}

export async function toSubscription(
  db: Queryable,
  market: MarketData,
  r: SubscriptionRow,
  now: Date,
): Promise<Subscription> {
  const duration = planMonths(r.interval, r.interval_count);
  const state = subscriptionState(r, now);
  const value = r.fee_kind === 'AUM' ? await investedValue(db, market, r.user_id, r.basket_ids) : 0;
  const fee = subscriptionFee({
    feeKind: r.fee_kind,
    duration,
    recurringAmount: r.recurring_amount,
    aumPercent: r.aum_percent,
    investedValue: value,
  });
  return {
    id: r.id,
    state,
    plan: {
      id: r.plan_id,
      name: r.plan_name,
      period_label: periodLabel(duration),
      fee_label: planFeeLabel(duration),
      adviser_name: r.adviser_name,
      adviser_slug: r.adviser_slug,
    },
    fee_kind: r.fee_kind,
    fee_label: FEE_LABELS[r.fee_kind],
    starts_at: iso(r.starts_at)!,
    expires_at: iso(r.expires_at)!,
    next_charge_period: fee.next_charge_period,
    // Cancelled: no further charges.
    fee_per_period: state === 'cancelled' ? 0 : fee.fee_per_period,
    recurring_amount: r.recurring_amount,
    cancelled_at: iso(r.cancelled_at),
    refund_amount: r.refund_amount,
    basket_hashes: r.basket_hashes,
  };
}

export async function listSubscriptions(
  db: Queryable,
  market: MarketData,
  userId: number,
  now: Date,
): Promise<SubscriptionsBody> {
  const rows = await subscriptionRows(db, userId);
  const subscriptions = await Promise.all(rows.map((r) => toSubscription(db, market, r, now)));
  const live = rows.some((r) => new Date(r.starts_at) <= now && new Date(r.ends_at) > now);
  return { subscriptions, is_subscriber: live };
}

interface AdviserRow {
  id: number;
  slug: string;
  name: string;
  adviser_type: string;
  sebi_registration: string;
  basket_id: number | null;
  is_premium: boolean | null;
}

const ADVISER = 'a.id, a.slug, a.name, a.adviser_type, a.sebi_registration';

/** The adviser named by slug, or the adviser of a published or closed basket (with that basket). */
export async function findAdviser(db: Queryable, q: { adviser?: string; basket?: string }) {
  const { rows } = q.adviser
    ? await db.query<AdviserRow>(
        `SELECT ${ADVISER}, null AS basket_id, null AS is_premium FROM advisers a WHERE a.slug = $1`,
        [q.adviser],
      )
    : await db.query<AdviserRow>(
        `SELECT ${ADVISER}, b.id AS basket_id, b.is_premium FROM baskets b JOIN advisers a ON a.id = b.adviser_id
          WHERE b.basket_hash = $1 AND b.status IN ('published', 'closed')`,
        [q.basket],
      );
  return rows[0];
}
