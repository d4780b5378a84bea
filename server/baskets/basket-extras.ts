import type { BasketTag, Faq } from '#contract/baskets/details';
import type { Queryable } from '../db/database';

/** A basket's FAQs in order and its tags with their master tags. */
export async function basketExtras(db: Queryable, basketId: number): Promise<{ faqs: Faq[]; tags: BasketTag[] }> {
  const [faqs, tags] = await Promise.all([
    db.query<Faq>('SELECT question, answer FROM basket_faqs WHERE basket_id = $1 ORDER BY position', [basketId]),
    db.query<BasketTag>(
      `SELECT t.slug, t.name, m.name AS "masterTag"
         FROM basket_tags bt JOIN basket_tag_names t ON t.id = bt.tag_id JOIN basket_master_tags m ON m.id = t.master_tag_id
        WHERE bt.basket_id = $1 ORDER BY m.name, t.name`,
      [basketId],
    ),
  ]);
  return { faqs: faqs.rows, tags: tags.rows };
}
