import type { Database, Queryable } from '../db/database';

/** Changes one of the basket's FAQs; false when the basket has no FAQ `id`. */
export async function updateFaq(
  db: Queryable,
  basketId: number,
  id: number,
  faq: { question: string; answer: string },
) {
  const { rows } = await db.query(
    'UPDATE basket_faqs SET question = $3, answer = $4 WHERE id = $1 AND basket_id = $2 RETURNING id',
    [id, basketId, faq.question, faq.answer],
  );
  return rows.length > 0;
}

/** Adds an FAQ after the basket's others. */
export async function addFaq(db: Database, basketId: number, faq: { question: string; answer: string }) {
  const { rows } = await db.transaction(async (tx) => {
    // One writer at a time per basket, so two new FAQs do not take the same position.
    await tx.query('SELECT id FROM baskets WHERE id = $1 FOR UPDATE', [basketId]);
    return tx.query(
      `INSERT INTO basket_faqs (basket_id, position, question, answer)
       SELECT $1, coalesce(max(position), 0) + 1, $2, $3 FROM basket_faqs WHERE basket_id = $1 RETURNING id`,
      [basketId, faq.question, faq.answer],
    );
  });
  return rows.length > 0;
}

/** Deletes one of the basket's FAQs and numbers the others 1..n again; false when it has no FAQ `id`. */
export function deleteFaq(db: Database, basketId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('DELETE FROM basket_faqs WHERE id = $1 AND basket_id = $2 RETURNING id', [
      id,
      basketId,
    ]);
    if (rows.length === 0) return false;
    // Positions stay 1..n; shifted out of the unique range first, then renumbered in order.
    await tx.query('UPDATE basket_faqs SET position = -position WHERE basket_id = $1', [basketId]);
    await tx.query(
      `UPDATE basket_faqs f SET position = o.n
         FROM (SELECT id, row_number() OVER (ORDER BY position DESC) AS n FROM basket_faqs WHERE basket_id = $1) o
        WHERE f.id = o.id`,
      [basketId],
    );
    return true;
  });
}

/** A stock's rationale in a version; false when the version has no such stock. */
export async function setRationale(db: Queryable, versionId: number, symbol: string, rationale: string) {
  const { rows } = await db.query(
    'UPDATE basket_constituents SET rationale = $3 WHERE version_id = $1 AND symbol = $2 RETURNING symbol',
    [versionId, symbol, rationale],
  );
  return rows.length > 0;
}
