import type { FamilySummary } from '#contract/compliance/family';
import type { Queryable } from '../db/database';
import { familyStanding } from '../families/family-check';
import { adviserClientIds } from './records-store';

/** One of the adviser's clients, with the family's fee mode and fixed fees a year against SEBI's cap. */
export interface ClientListRow extends Omit<FamilySummary, 'members'> {
  user_id: number;
  name: string;
  pan: string | null;
  /** Family members the client declared. */
  members: number;
}

/** The adviser's clients at `now` (the market clock), in user id order. */
export async function adviserClientList(db: Queryable, adviserId: number, now: Date): Promise<ClientListRow[]> {
  const rows: ClientListRow[] = [];
  for (const userId of await adviserClientIds(db, adviserId)) {
    const { rows: c } = await db.query<{ name: string; pan: string | null }>(
      'SELECT coalesce(c.name, u.name) AS name, c.pan FROM users u LEFT JOIN customers c ON c.user_id = u.id WHERE u.id = $1',
      [userId],
    );
    const { members, ...standing } = await familyStanding(db, userId, adviserId, now);
    rows.push({ user_id: userId, name: c[0]!.name, pan: c[0]!.pan, members: members.length, ...standing });
  }
  return rows;
}
