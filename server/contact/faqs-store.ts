import type { Faq } from '#contract/contact/types';
import type { Queryable } from '../db/database';

export async function listFaqs(db: Queryable, brandId: string): Promise<Faq[]> {
  const { rows } = await db.query<Faq>(
    'SELECT id, category, question, answer, position FROM faqs WHERE brand_id = $1 ORDER BY position, id',
    [brandId],
  );
  return rows;
}

type FaqInput = Omit<Faq, 'id'> & { id?: number };

/** Adds a FAQ (no id) or changes one of this brand's; undefined when the id is not the brand's. */
export async function saveFaq(db: Queryable, brandId: string, faq: FaqInput): Promise<Faq | undefined> {
  const values = [brandId, faq.category, faq.question, faq.answer, faq.position];
  const { rows } =
    faq.id === undefined
      ? await db.query<Faq>(
          `INSERT INTO faqs (brand_id, category, question, answer, position) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, category, question, answer, position`,
          values,
        )
      : await db.query<Faq>(
          `UPDATE faqs SET category = $2, question = $3, answer = $4, position = $5, updated_at = now()
           WHERE brand_id = $1 AND id = $6 RETURNING id, category, question, answer, position`,
          [...values, faq.id],
        );
  return rows[0];
}

export async function deleteFaq(db: Queryable, brandId: string, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM faqs WHERE brand_id = $1 AND id = $2 RETURNING id', [brandId, id]);
  return rows.length > 0;
}
