import {
  COMPLAINT_MESSAGES as M,
  TEXT_REQUIRED,
  complaintTextProblem,
  isOpen,
  nextStatuses,
  type ComplaintStatus,
} from '#contract/complaints/rules';
import type { Database } from '../db/database';

export type ActionOutcome =
  { kind: 'done' } | { kind: 'missing' } | { kind: 'refused'; field: string; message: string };

async function lockComplaint(tx: Parameters<Parameters<Database['transaction']>[0]>[0], reference: string) {
  const { rows } = await tx.query<{ id: number; user_id: number; status: ComplaintStatus }>(
    'SELECT id, user_id, status FROM complaints WHERE reference = $1 FOR UPDATE',
    [reference],
  );
  return rows[0] ?? null;
}

/** The investor's reply while the complaint is open; a reply to a question sends it back to the team. */
export async function replyToComplaint(db: Database, userId: number, reference: string, text: string, at = new Date()) {
  return db.transaction<ActionOutcome>(async (tx) => {
    const c = await lockComplaint(tx, reference);
    if (!c || c.user_id !== userId) return { kind: 'missing' };
    if (!isOpen(c.status)) return { kind: 'refused', field: 'text', message: M.replyClosed };
    const to: ComplaintStatus = c.status === 'info-requested' ? 'in-progress' : c.status;
    await tx.query(
      `INSERT INTO complaint_events (complaint_id, kind, actor_user_id, by_team, text, from_status, to_status, created_at)
       VALUES ($1, 'reply', $2, false, $3, $4, $5, $6)`,
      [c.id, userId, text, c.status, to === c.status ? null : to, at],
    );
    await tx.query('UPDATE complaints SET status = $2, updated_at = $3 WHERE id = $1', [c.id, to, at]);
    return { kind: 'done' };
  });
}

/**
 * An admin's answer: a text, a status move, or both. Asking for information, resolving and closing
 * need a text (the question, the resolution). Resolving or closing stops the clock once.
 */
export async function answerComplaint(
  db: Database,
  adminId: number,
  input: { reference: string; status: ComplaintStatus; text: string },
  at = new Date(),
): Promise<ActionOutcome> {
  const text = input.text;
  if (text !== '') {
    const problem = complaintTextProblem(text, 'answer');
    if (problem) return { kind: 'refused', field: 'text', message: problem };
  }
  return db.transaction<ActionOutcome>(async (tx) => {
    const c = await lockComplaint(tx, input.reference);
    if (!c) return { kind: 'missing' };
    if (!nextStatuses(c.status).includes(input.status)) {
      return { kind: 'refused', field: 'status', message: M.statusNotAllowed };
    }
    const moves = input.status !== c.status;
    if (text === '' && moves && TEXT_REQUIRED.includes(input.status)) {
      const message = input.status === 'info-requested' ? M.questionRequired : M.resolutionRequired;
      return { kind: 'refused', field: 'text', message };
    }
    if (text === '' && !moves) return { kind: 'refused', field: 'text', message: M.answerOrStatus };
    await tx.query(
      `INSERT INTO complaint_events (complaint_id, kind, actor_user_id, by_team, text, from_status, to_status, created_at)
       VALUES ($1, $2, $3, true, $4, $5, $6, $7)`,
      [c.id, text ? 'answer' : 'status', adminId, text || null, c.status, moves ? input.status : null, at],
    );
    await tx.query(
      `UPDATE complaints SET status = $2, updated_at = $3,
         resolved_at = CASE WHEN $2 IN ('resolved', 'closed') THEN coalesce(resolved_at, $3) ELSE resolved_at END
       WHERE id = $1`,
      [c.id, input.status, at],
    );
    return { kind: 'done' };
  });
}
