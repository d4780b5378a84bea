import type { FeeKind, RebalanceFrequency } from '#contract/baskets/types';
import type { Queryable } from '../db/database';

/** The stored fields the studio's checks look at together (an edit may change one of them only). */
export async function currentFields(db: Queryable, basketId: number) {
  const { rows } = await db.query<{
    fee_kind: FeeKind;
    fee_amount: number;
    rebalance_frequency: RebalanceFrequency;
    benchmark_id: string;
  }>(
    `SELECT fee_kind, fee_amount::float8 AS fee_amount, rebalance_frequency, benchmark_id FROM baskets WHERE id = $1`,
    [basketId],
  );
  return rows[0]!;
}
