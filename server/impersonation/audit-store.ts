import type { AuditEntry, ImpersonationInfo } from '#contract/impersonation/rules';
import { LAC_PAGE_SIZE } from '#contract/impersonation/rules';
import type { Queryable } from '../db/database';
import { containing } from '../db/paging';

/** Calls shown per audit entry (the most recent ones). */
const CALLS_PER_ENTRY = 200;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Whose view a session is, by whom and until when; null for any other session. */
export async function impersonationInfo(db: Queryable, sessionId: string): Promise<ImpersonationInfo | null> {
  const { rows } = await db.query<{
    cid: number;
    cname: string;
    cemail: string;
    sid: number;
    sname: string;
    expires_at: Date;
  }>(
    `SELECT c.id AS cid, c.name AS cname, c.email AS cemail, s.id AS sid, s.name AS sname, i.expires_at
       FROM impersonations i JOIN users c ON c.id = i.client_user_id JOIN users s ON s.id = i.staff_user_id
      WHERE i.session_id = $1`,
    [sessionId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    client: { id: r.cid, name: r.cname, email: r.cemail },
    staff: { id: r.sid, name: r.sname },
    expiresAt: new Date(r.expires_at).toISOString(),
  };
}

interface EntryRow {
  id: number;
  staff_id: number;
  staff_name: string;
  staff_email: string;
  client_id: number;
  client_name: string;
  client_email: string;
  reason: string;
  started_at: Date;
  ended_at: Date | null;
  end_reason: AuditEntry['endReason'];
  expires_at: Date;
  total: number;
}

/** One page of the brand's audit log, newest first; staff and client filter by a name or email fragment. */
export async function auditPage(
  db: Queryable,
  brandId: string,
  { staff, client, page }: { staff: string; client: string; page: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { rows } = await db.query<EntryRow>(
    `SELECT i.id, s.id AS staff_id, s.name AS staff_name, s.email AS staff_email,
            c.id AS client_id, c.name AS client_name, c.email AS client_email,
            i.reason, i.started_at, i.expires_at,
            COALESCE(i.ended_at, CASE WHEN i.expires_at <= now() THEN i.expires_at END) AS ended_at,
            COALESCE(i.end_reason, CASE WHEN i.expires_at <= now() THEN 'expired' END) AS end_reason,
            (count(*) OVER ())::integer AS total
       FROM impersonations i JOIN users s ON s.id = i.staff_user_id JOIN users c ON c.id = i.client_user_id
      WHERE i.brand_id = $1
        AND ($2 = '' OR s.name ILIKE $3 OR s.email ILIKE $3)
        AND ($4 = '' OR c.name ILIKE $5 OR c.email ILIKE $5)
      ORDER BY i.started_at DESC, i.id DESC LIMIT ${LAC_PAGE_SIZE} OFFSET $6`,
    [brandId, staff, containing(staff), client, containing(client), (page - 1) * LAC_PAGE_SIZE],
  );
  const calls = await db.query<{ impersonation_id: number; at: Date; method: string; path: string; status: number }>(
    `SELECT impersonation_id, at, method, path, status FROM (
       SELECT *, row_number() OVER (PARTITION BY impersonation_id ORDER BY id DESC) AS n
         FROM impersonation_calls WHERE impersonation_id = ANY ($1::integer[])) x
      WHERE n <= ${CALLS_PER_ENTRY} ORDER BY id`,
    [rows.map((r) => r.id)],
  );
  const entries = rows.map((r): AuditEntry => ({
    id: r.id,
    staff: { id: r.staff_id, name: r.staff_name, email: r.staff_email },
    client: { id: r.client_id, name: r.client_name, email: r.client_email },
    reason: r.reason,
    startedAt: iso(r.started_at)!,
    endedAt: iso(r.ended_at),
    endReason: r.end_reason,
    expiresAt: iso(r.expires_at)!,
    calls: calls.rows
      .filter((k) => k.impersonation_id === r.id)
      .map((k) => ({ at: iso(k.at)!, method: k.method, path: k.path, status: k.status })),
  }));
  return { entries, total: rows[0]?.total ?? 0 };
}
