import { complaintClock } from '#contract/complaints/clock';
import type { ComplaintEvent, ComplaintFile, ComplaintSummary } from '#contract/complaints/types';
import type { ComplaintCategory, ComplaintStatus } from '#contract/complaints/rules';
import type { Queryable } from '../db/database';

export interface ComplaintRow {
  id: number;
  reference: string;
  category: ComplaintCategory;
  status: ComplaintStatus;
  text: string;
  created_at: Date | string;
  updated_at: Date | string;
  resolved_at: Date | string | null;
  user_id: number;
  brand_id: string;
  investor_name: string;
  investor_email: string;
}

export const COMPLAINT_COLUMNS = `c.id, c.reference, c.category, c.status, c.text, c.created_at, c.updated_at,
  c.resolved_at, c.user_id, c.brand_id, u.name AS investor_name, u.email AS investor_email`;
export const COMPLAINT_FROM = 'complaints c JOIN users u ON u.id = c.user_id';

const iso = (v: Date | string) => new Date(v).toISOString();

export function summaryOf(row: ComplaintRow, now = new Date()): ComplaintSummary {
  const firstLine = row.text.split('\n')[0]!;
  return {
    reference: row.reference,
    category: row.category,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    clock: complaintClock(row.created_at, row.resolved_at, now),
    excerpt: firstLine.length > 140 ? `${firstLine.slice(0, 139)}…` : firstLine,
  };
}

/** The complaint's files and history, oldest event first. */
export async function filesAndHistory(db: Queryable, complaintId: number) {
  const [files, events] = await Promise.all([
    db.query<ComplaintFile>(
      `SELECT f.id, u.file_name, u.content_type, u.size FROM complaint_files f
         JOIN uploads u ON u.key = f.upload_key WHERE f.complaint_id = $1 ORDER BY f.id`,
      [complaintId],
    ),
    db.query<{
      id: number;
      kind: ComplaintEvent['kind'];
      created_at: Date | string;
      by_team: boolean;
      text: string | null;
      from_status: ComplaintStatus | null;
      to_status: ComplaintStatus | null;
    }>(
      `SELECT id, kind, created_at, by_team, text, from_status, to_status FROM complaint_events
        WHERE complaint_id = $1 ORDER BY id`,
      [complaintId],
    ),
  ]);
  const history: ComplaintEvent[] = events.rows.map((e) => ({
    id: e.id,
    kind: e.kind,
    at: iso(e.created_at),
    by: e.by_team ? 'team' : 'investor',
    text: e.text,
    from_status: e.from_status,
    to_status: e.to_status,
  }));
  return { files: files.rows, history };
}
