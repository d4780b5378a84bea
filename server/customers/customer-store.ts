import type { Customer } from '#contract/customer/types';
import type { CustomerDetails } from '#contract/customer/fields';
import type { Queryable } from '../db/database';
import type { KycResult } from './kyc-verifier';

/** The contract's customer as the database gives it: updated_at a Date, kyc_reason always a column. */
type CustomerRow = Omit<Customer, 'kyc_reason' | 'updated_at'> & { kyc_reason: string | null; updated_at: Date | null };

const toCustomer = ({ updated_at, ...r }: CustomerRow): Customer => ({
  ...r,
  updated_at: updated_at ? updated_at.toISOString() : null,
});

const COLUMNS = `name, email, mobile, to_char(dob, 'YYYY-MM-DD') AS dob, pan, state_code AS state,
  kyc_status, kyc_reason, updated_at`;

/** The investor's saved customer details, or null before the first save. */
export async function findCustomer(db: Queryable, userId: number): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE user_id = $1`, [userId]);
  return rows[0] ? toCustomer(rows[0]) : null;
}

/** The saved details, or the account's name, email and mobile as a first draft (updated_at null). */
export async function customerOrDraft(db: Queryable, userId: number): Promise<Customer> {
  const saved = await findCustomer(db, userId);
  if (saved) return saved;
  const { rows } = await db.query<CustomerRow>(
    `SELECT name, email, mobile, NULL AS dob, NULL AS pan, NULL AS state, 'pending' AS kyc_status,
            NULL AS kyc_reason, NULL::timestamptz AS updated_at
       FROM users WHERE id = $1`,
    [userId],
  );
  return toCustomer(rows[0]!);
}

/** Saves (inserts or replaces) the details with the KYC check's result. */
export async function saveCustomer(
  db: Queryable,
  userId: number,
  details: CustomerDetails & { name: string },
  kyc: KycResult,
): Promise<Customer> {
  const { rows } = await db.query<CustomerRow>(
    `INSERT INTO customers (user_id, name, email, mobile, dob, pan, state_code, kyc_status, kyc_reason, updated_at)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, now())
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, mobile = EXCLUDED.mobile,
       dob = EXCLUDED.dob, pan = EXCLUDED.pan, state_code = EXCLUDED.state_code, kyc_status = EXCLUDED.kyc_status,
       kyc_reason = EXCLUDED.kyc_reason, updated_at = now()
     RETURNING ${COLUMNS}`,
    [
      userId,
      details.name,
      details.email,
      details.mobile,
      details.dob,
      details.pan,
      details.state,
      kyc.status,
      kyc.status === 'pending' ? kyc.reason : null,
    ],
  );
  return toCustomer(rows[0]!);
}
