import type { BasketStatus } from '#contract/baskets/details';
import type { BasketStatusAction } from '#contract/studio/types';
import type { Database, Queryable } from '../db/database';

/** Each action's legal starting states and where it leads (docs/studio.md, "Status"). */
export const STATUS_MOVES: Record<BasketStatusAction, { from: readonly BasketStatus[]; to: BasketStatus }> = {
  publish: { from: ['draft'], to: 'published' },
  close: { from: ['published', 'hidden'], to: 'closed' },
  hide: { from: ['published'], to: 'hidden' },
  unhide: { from: ['hidden'], to: 'published' },
};

const VERBS: Record<BasketStatusAction, string> = {
  publish: 'published',
  close: 'closed',
  hide: 'hidden',
  unhide: 'shown again',
};

/** The 409's message for a move the basket's status does not allow. */
export const illegalMove = (status: BasketStatus, action: BasketStatusAction) =>
  `This basket is ${status === 'hidden' ? 'hidden' : `a ${status} basket`}: it cannot be ${VERBS[action]}.`;

/**
 * Moves the basket, only from the status it was read in (a concurrent move makes this a no-op: false).
 * Publishing launches it today: published_at, launch_date and version 1's effective date. Closing
 * stamps closed_at; open investments keep running (an investor closes their own). One transaction.
 */
export const moveBasket = (
  db: Database,
  basketId: number,
  from: BasketStatus,
  action: BasketStatusAction,
  today: string,
) => db.transaction((tx) => moveBasketIn(tx, basketId, from, action, today));

async function moveBasketIn(
  db: Queryable,
  basketId: number,
  from: BasketStatus,
  action: BasketStatusAction,
  today: string,
) {
  const to = STATUS_MOVES[action].to;
  const { rows } = await db.query(
    `UPDATE baskets SET status = $3, updated_at = now(),
            published_at = CASE WHEN $4 = 'publish' THEN now() ELSE published_at END,
            launch_date = CASE WHEN $4 = 'publish' THEN $5::date ELSE launch_date END,
            closed_at = CASE WHEN $3 = 'closed' THEN now() ELSE closed_at END
      WHERE id = $1 AND status = $2 RETURNING id`,
    [basketId, from, to, action, today],
  );
  if (rows.length === 0) return false;
  if (action === 'publish') {
    await db.query(`UPDATE basket_versions SET effective_date = $2 WHERE basket_id = $1 AND version = 1`, [
      basketId,
      today,
    ]);
  }
  return true;
}
