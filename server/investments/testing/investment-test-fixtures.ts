/** Rows the investment tests insert themselves (the seed's investor is server/db/seed/investor-investments.ts). */
import { randomUUID } from 'node:crypto';
import type { CashFlow } from '#contract/investments/types';
import { starfolio } from '../../baskets/testing/basket-seed-fixtures';
import { testUser } from '../../blog/testing/blog-test-client';
import type { TestServer } from '../../test-support';

export { starfolio };

export interface FixtureInvestment {
  /** A basket of the seed and the version the investment follows. */
  basket: string;
  version: number;
  holdings: { symbol: string; quantity: number; average_price: number }[];
  flows?: CashFlow[];
  /** A completed trade per date with these holdings' shares bought (the chart reads fills). */
  boughtOn?: string;
  startedAt?: string;
  status?: 'active' | 'closed';
  stoplossPercent?: number;
}

/** The user's link to Starfolio's 'sec' broker (one per user): a live session until `expiresAt`, or an ended one. */
export async function brokerLink(
  t: TestServer,
  userId: number,
  { accessToken = null, expiresAt = null }: { accessToken?: string | null; expiresAt?: Date | null } = {},
) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO broker_links (user_id, brand_id, broker_id, client_code, access_token, expires_at)
     VALUES ($1, 'starfolio', 'sec', $2, $3, $4)
     ON CONFLICT (user_id, brand_id, broker_id) DO UPDATE SET access_token = $3, expires_at = $4 RETURNING id`,
    [userId, `T${randomUUID().slice(0, 8)}`, accessToken, expiresAt?.toISOString() ?? null],
  );
  return rows[0]!.id;
}

/** An investment of the user's (a new broker link unless one is given), with holdings, flows and fills. */
export async function insertInvestment(
  t: TestServer,
  userId: number,
  f: FixtureInvestment,
  linkId?: number,
): Promise<{ id: number; hash: string; linkId: number }> {
  const link = linkId ?? (await brokerLink(t, userId));
  const hash = `inv${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const { rows } = await t.db.query<{ id: number; basket_id: number }>(
    `INSERT INTO investments (investment_hash, user_id, basket_id, broker_link_id, version_id, status, closed_at,
                              stoploss_percent, created_at)
     SELECT $1, $2, b.id, $3, v.id, $5, CASE WHEN $5 = 'closed' THEN $7::timestamptz END, $6, $7
       FROM baskets b JOIN basket_versions v ON v.basket_id = b.id AND v.version = $8
      WHERE b.basket_hash = $4 RETURNING id, basket_id`,
    [
      hash,
      userId,
      link,
      f.basket,
      f.status ?? 'active',
      f.stoplossPercent ?? null,
      f.startedAt ?? '2026-05-04T10:30:00+05:30',
      f.version,
    ],
  );
  const { id, basket_id } = rows[0]!;
  for (const h of f.holdings) {
    await t.db.query(
      'INSERT INTO investment_holdings (investment_id, symbol, quantity, average_price) VALUES ($1, $2, $3, $4)',
      [id, h.symbol, h.quantity, h.average_price],
    );
  }
  for (const c of f.flows ?? []) {
    await t.db.query('INSERT INTO investment_cash_flows (investment_id, kind, amount, at) VALUES ($1, $2, $3, $4)', [
      id,
      c.kind,
      c.amount,
      c.at,
    ]);
  }
  if (f.boughtOn) {
    const at = `${f.boughtOn}T10:30:00+05:30`;
    const { rows: trade } = await t.db.query<{ id: number }>(
      `INSERT INTO trades (trade_hash, user_id, client_key, investment_id, basket_id, broker_link_id, kind, order_type,
                           amount, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'buy', 'MARKET', 0, 'complete', $7, $7) RETURNING id`,
      [`tr${hash}`, userId, `key-${hash}`, id, basket_id, link, at],
    );
    for (const h of f.holdings) {
      await t.db.query(
        `INSERT INTO trade_orders (trade_id, symbol, side, quantity, filled_quantity, average_price, indicative_price,
                                   status, updated_at)
         VALUES ($1, $2, 'BUY', $3, $3, $4, $4, 'COMPLETE', $5)`,
        [trade[0]!.id, h.symbol, h.quantity, h.average_price, at],
      );
    }
  }
  return { id, hash, linkId: link };
}

/** The basket version's stocks and weights. */
export async function constituents(t: TestServer, basket: string, version: number) {
  const { rows } = await t.db.query<{ symbol: string; weight: number }>(
    `SELECT c.symbol, c.weight::float8 AS weight FROM basket_constituents c
       JOIN basket_versions v ON v.id = c.version_id JOIN baskets b ON b.id = v.basket_id
      WHERE b.basket_hash = $1 AND v.version = $2 ORDER BY c.weight DESC, c.symbol`,
    [basket, version],
  );
  return rows;
}

export { testUser };
