import type { Queryable } from '../db/database';

/**
 * What an inspector asks an adviser for, per client (docs/compliance-fees.md, "Records"): one table of dated lines,
 * the same rows in the CSV and the PDF. Amounts are rupees; dates are ISO instants.
 */
interface RecordLine {
  section: RecordSection;
  at: string;
  reference: string;
  description: string;
  amount: number | null;
  status: string;
}

export type RecordSection = 'Risk profile' | 'Agreement' | 'Invoice' | 'Refund' | 'Advice' | 'Complaint';

export interface ClientRecords {
  client: { user_id: number; name: string; pan: string | null };
  /** The adviser whose records these are, or null: the client's own download, every adviser's. */
  adviser: { id: number; name: string; sebi_registration: string } | null;
  lines: RecordLine[];
}

const iso = (v: Date | string | null) => (v === null ? '' : new Date(v).toISOString());

/**
 * SQL filters on one adviser ($2) or none ($2 null). Complaints name no adviser: an adviser's copy holds those the
 * client filed since first agreeing to that adviser's terms.
 */
const QUERIES: Record<RecordSection, string> = {
  'Risk profile': `SELECT created_at AS at, 'Questionnaire v' || questionnaire_version AS reference,
      'Profile ' || profile || ', score ' || score AS description, NULL::float8 AS amount, 'kept' AS status
      FROM risk_profiles WHERE user_id = $1 ORDER BY created_at, id`,
  Agreement: `SELECT coalesce(g.signed_at, g.created_at) AS at, a.name || ' v' || v.version AS reference,
      v.title || CASE WHEN g.signed_at IS NULL THEN '' ELSE ' (e-signed from ' || coalesce(g.signed_ip, '-') || ', '
        || coalesce(g.signed_user_agent, '-') || ')' END AS description, NULL::float8 AS amount, g.status
      FROM agreements g JOIN agreement_versions v ON v.id = g.version_id JOIN advisers a ON a.id = g.adviser_id
     WHERE g.user_id = $1 AND ($2::int IS NULL OR g.adviser_id = $2) ORDER BY g.created_at, g.id`,
  Invoice: `SELECT t.settled_at AS at, t.invoice_number AS reference,
      p.name || ' (' || a.name || '), taxable ' || t.taxable_amount || ', GST ' || (t.cgst + t.sgst + t.igst) AS description,
      t.total_amount::float8 AS amount, t.status
      FROM payment_transactions t JOIN plans p ON p.id = t.plan_id JOIN advisers a ON a.id = p.adviser_id
     WHERE t.user_id = $1 AND t.status = 'success' AND ($2::int IS NULL OR p.adviser_id = $2) ORDER BY t.settled_at, t.id`,
  Refund: `SELECT s.cancelled_at AS at, 'Subscription ' || s.id AS reference,
      'Unexpired period of ' || p.name || ' (' || a.name || ')' AS description, s.refund_amount::float8 AS amount,
      coalesce(s.refund_status, 'recorded') AS status
      FROM subscriptions s JOIN plans p ON p.id = s.plan_id JOIN advisers a ON a.id = p.adviser_id
     WHERE s.user_id = $1 AND s.refund_amount IS NOT NULL AND ($2::int IS NULL OR p.adviser_id = $2)
     ORDER BY s.cancelled_at, s.id`,
  Advice: `SELECT DISTINCT ON (v.id) v.effective_date::timestamptz AS at, b.name || ' v' || v.version AS reference,
      CASE WHEN v.version = 1 THEN 'Launch' ELSE 'Rebalance' END || ': ' || coalesce(nullif(v.rationale, ''), '-')
        AS description, NULL::float8 AS amount, a.name AS status
      FROM subscriptions s JOIN plan_baskets pb ON pb.plan_id = s.plan_id JOIN baskets b ON b.id = pb.basket_id
      JOIN advisers a ON a.id = b.adviser_id JOIN basket_versions v ON v.basket_id = b.id
     WHERE s.user_id = $1 AND ($2::int IS NULL OR b.adviser_id = $2)
       AND v.effective_date <= (s.expires_at AT TIME ZONE 'Asia/Kolkata')::date
     ORDER BY v.id`,
  Complaint: `SELECT e.created_at AS at, c.reference, c.category || ': ' || e.kind ||
      coalesce(' ' || e.from_status || ' → ' || e.to_status, '') || coalesce(' — ' || e.text, '') AS description,
      NULL::float8 AS amount, c.status
      FROM complaints c JOIN complaint_events e ON e.complaint_id = c.id
     WHERE c.user_id = $1 AND ($2::int IS NULL OR c.created_at >= (SELECT min(created_at) FROM agreements
           WHERE user_id = $1 AND adviser_id = $2))
     ORDER BY c.created_at, c.id, e.id`,
};

/** Every record of the client, oldest first within each section, or undefined for no such client. */
export async function clientRecords(
  db: Queryable,
  userId: number,
  adviserId: number | null,
): Promise<ClientRecords | undefined> {
  const { rows } = await db.query<{ name: string; pan: string | null }>(
    `SELECT coalesce(c.name, u.name) AS name, c.pan FROM users u LEFT JOIN customers c ON c.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  if (!rows[0]) return undefined;
  const adviser = adviserId
    ? (
        await db.query<{ id: number; name: string; sebi_registration: string }>(
          'SELECT id, name, sebi_registration FROM advisers WHERE id = $1',
          [adviserId],
        )
      ).rows[0]!
    : null;
  const lines: RecordLine[] = [];
  for (const [section, sql] of Object.entries(QUERIES) as [RecordSection, string][]) {
    // Postgres refuses a parameter a statement never uses: the adviser only where the query filters on one.
    const params = sql.includes('$2') ? [userId, adviserId] : [userId];
    const found = await db.query<Omit<RecordLine, 'section' | 'at'> & { at: Date | string }>(sql, params);
    for (const r of found.rows) lines.push({ ...r, section, at: iso(r.at) });
  }
  return { client: { user_id: userId, name: rows[0].name, pan: rows[0].pan }, adviser, lines };
}

/** Whether the user is the adviser's client: an agreement with, or a subscription to a plan of, the adviser. */
export async function isClientOf(db: Queryable, userId: number, adviserId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM agreements WHERE user_id = $1 AND adviser_id = $2
     UNION ALL SELECT 1 FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1 AND p.adviser_id = $2
     LIMIT 1`,
    [userId, adviserId],
  );
  return rows.length > 0;
}

/** The adviser's clients: every user with an agreement with, or a subscription to a plan of, the adviser. */
export async function adviserClientIds(db: Queryable, adviserId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM agreements WHERE adviser_id = $1
     UNION SELECT s.user_id FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE p.adviser_id = $1
     ORDER BY user_id`,
    [adviserId],
  );
  return rows.map((r) => r.user_id);
}
