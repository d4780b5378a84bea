import { answerComplaint } from '../../complaints/complaint-actions';
import { createComplaint } from '../../complaints/complaint-store';
import type { Database } from '../database';
import { SEED_OPS_ACCOUNTS } from './ops-accounts';
import { SEED_USERS } from './users';

const DAY = 86_400_000;
const daysAgo = (n: number, hour = 10) => {
  const d = new Date(Date.now() - n * DAY);
  d.setUTCHours(hour - 5, 30, 0, 0);
  return d;
};

/**
 * The seed investor's two complaints (README, "Complaints"): a fee complaint resolved with its answers
 * 12 days after it was filed, and a service complaint the team is working on, filed 6 days ago.
 * Dated from today, so the clocks read the same on every fresh database. Added once.
 */
export async function seedComplaints(db: Database): Promise<boolean> {
  const investorEmail = SEED_USERS[0]!.email;
  const adminEmail = SEED_OPS_ACCOUNTS[1].email;
  const { rows } = await db.query<{ email: string; id: number; has: boolean }>(
    `SELECT u.email, u.id, EXISTS (SELECT 1 FROM complaints c WHERE c.user_id = u.id AND c.client_key LIKE 'seed-%') AS has
       FROM users u WHERE u.email = ANY($1)`,
    [[investorEmail, adminEmail]],
  );
  const investor = rows.find((r) => r.email === investorEmail);
  const admin = rows.find((r) => r.email === adminEmail);
  if (!investor || !admin || investor.has) return false;
  const user = { id: investor.id, brandId: 'starfolio' };

  const resolved = await createComplaint(
    db,
    user,
    {
      category: 'fees-refunds',
      text: 'I cancelled my quarterly plan within the cooling-off period but the refund has not reached my account.\nThe cancellation was confirmed on screen.',
      client_key: 'seed-complaint-refund',
      files: [],
    },
    daysAgo(30),
  );
  await answerComplaint(
    db,
    admin.id,
    {
      reference: resolved,
      status: 'in-progress',
      text: 'Thank you for writing to us. We are checking the refund with our payment partner.',
    },
    daysAgo(29),
  );
  await answerComplaint(
    db,
    admin.id,
    {
      reference: resolved,
      status: 'resolved',
      text: 'The refund of ₹1,770 was sent to your bank account on the original payment method. It should show within 5 working days.',
    },
    daysAgo(18),
  );

  const open = await createComplaint(
    db,
    user,
    {
      category: 'service',
      text: 'The rebalance notice for my basket arrived after the market had closed, so I could not act on it the same day.',
      client_key: 'seed-complaint-notice',
      files: [],
    },
    daysAgo(6),
  );
  await answerComplaint(
    db,
    admin.id,
    {
      reference: open,
      status: 'in-progress',
      text: 'We are looking at when the notice was sent and will write to you with what we find.',
    },
    daysAgo(5),
  );
  return true;
}
