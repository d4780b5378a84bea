import type { AdminComplaintsBody } from '#contract/complaints/types';
import { COMPLAINT_LIMITS, OPEN_STATUSES } from '#contract/complaints/rules';
import type { Queryable } from '../db/database';
import { COMPLAINT_COLUMNS, COMPLAINT_FROM, summaryOf, type ComplaintRow } from './complaint-row-store';

/**
 * Admins' list, oldest clock first: open complaints by filing time (the nearest due date first), then
 * the finished ones. `status` narrows it: one status, or 'open' for every open one.
 */
export async function listAdminComplaints(
  db: Queryable,
  { status, page }: { status?: string; page: number },
): Promise<AdminComplaintsBody> {
  const size = COMPLAINT_LIMITS.pageSize;
  const statuses = !status ? null : status === 'open' ? [...OPEN_STATUSES] : [status];
  const { rows } = await db.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_FROM}
      WHERE $1::text[] IS NULL OR c.status = ANY($1)
      ORDER BY (c.resolved_at IS NOT NULL), c.created_at, c.id LIMIT $2 OFFSET $3`,
    [statuses, size + 1, (page - 1) * size],
  );
  const now = new Date();
  return {
    complaints: rows.slice(0, size).map((r) => ({
      ...summaryOf(r, now),
      investor: { name: r.investor_name, email: r.investor_email },
    })),
    isNextPage: rows.length > size,
    thisPageNumber: page,
  };
}
