import { DEALER_PAGE_SIZE, maskEmail, maskMobile } from './rules/dealer-rules';
import type { DealerClient, DealerClientsBody } from '#contract/dealer/types';
import type { Queryable } from '../db/database';
import { subscriptionLiveAt } from '../subscriptions/active-subscription';
import { MINE } from './report-sql';
import { searchPattern, type ReportScope } from './reports';
import { pageCount } from '../db/paging';

type Row = Omit<DealerClient, 'last_payment_at'> & { last_payment_at: Date | null; total_rows: number };

/**
 * The dealer's clients on the brand (client_links, relation 'dealer'), a page at a time, by name: the
 * subscription state, active investments (count and value at cost) and the last paid payment. Contact
 * details are masked: a dealer sees enough to recognise a client, not to copy their address.
 */
export async function listClients(
  db: Queryable,
  scope: ReportScope,
  q: string,
  page: number,
): Promise<DealerClientsBody> {
  const { rows } = await db.query<Row>(
    `SELECT u.id, COALESCE(c.name, u.name) AS name, COALESCE(c.email, u.email) AS email, COALESCE(c.mobile, u.mobile) AS mobile,
            CASE WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND ${subscriptionLiveAt('$4::timestamptz')}) THEN 'active'
                 WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id) THEN 'expired' ELSE 'none' END AS subscription,
            (SELECT count(*) FROM investments i WHERE i.user_id = u.id AND i.status = 'active')::int AS investments,
            (SELECT COALESCE(sum(h.quantity * h.average_price), 0) FROM investments i
               JOIN investment_holdings h ON h.investment_id = i.id WHERE i.user_id = u.id AND i.status = 'active')::float8 AS invested_value,
            lp.settled_at AS last_payment_at, lp.total_amount::float8 AS last_payment_amount,
            count(*) OVER ()::int AS total_rows
       FROM (${MINE}) mine JOIN users u ON u.id = mine.id LEFT JOIN customers c ON c.user_id = u.id
       LEFT JOIN LATERAL (SELECT t.settled_at, t.total_amount FROM payment_transactions t
                           WHERE t.user_id = u.id AND t.status = 'success' ORDER BY t.settled_at DESC NULLS LAST LIMIT 1) lp ON true
      WHERE ($3::text = '' OR COALESCE(c.name, u.name) ILIKE $3 OR COALESCE(c.email, u.email) ILIKE $3
             OR COALESCE(c.mobile, u.mobile) ILIKE $3)
      ORDER BY 2, 1 LIMIT $5 OFFSET $6`,
    [scope.dealerId, scope.brandId, searchPattern(q), scope.now, DEALER_PAGE_SIZE, (page - 1) * DEALER_PAGE_SIZE],
  );
  const total = rows[0]?.total_rows ?? 0;
  return {
    clients: rows.map(({ total_rows: _, ...r }) => ({
      ...r,
      email: maskEmail(r.email),
      mobile: maskMobile(r.mobile),
      last_payment_at: r.last_payment_at ? new Date(r.last_payment_at).toISOString() : null,
    })),
    page,
    pages: pageCount(total, DEALER_PAGE_SIZE),
    total,
  };
}
