import { brands } from '../../../brands/registry';
import { detailsFromBrand } from '../../contact/website-details';
import type { Database } from '../database';
import { seedFaqsFor } from './site-info-faqs';

/** A few 'Talk to us' leads on the default brand, for the admins' list. */
const SEED_LEADS = [
  ['lead', 'Rohan Mehta', 'rohan.mehta@example.com', '9876501234', 'morning', 'Retirement planning', ''],
  ['lead', 'Priya Nair', '', '9845012345', 'evening', 'Premium plans', 'Which plan suits a first-time investor?'],
  [
    'message',
    'Arjun Singh',
    'arjun.singh@example.com',
    '',
    '',
    '',
    'Do your baskets include mid-cap stocks? I would like to read more before subscribing.',
  ],
] as const;

/**
 * Website details (from each brand's brand.json), about ten FAQs per brand and a few leads, once:
 * only when no FAQ exists yet, so admins' edits are never undone on a restart.
 */
export async function seedSiteInfo(db: Database): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM faqs LIMIT 1');
  if (rows.length > 0) return false;
  await db.transaction(async (tx) => {
    for (const brand of brands) {
      await tx.query('INSERT INTO website_details (brand_id, details) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        brand.id,
        JSON.stringify(detailsFromBrand(brand)),
      ]);
      for (const [i, faq] of seedFaqsFor(brand).entries()) {
        await tx.query(
          'INSERT INTO faqs (brand_id, category, question, answer, position) VALUES ($1, $2, $3, $4, $5)',
          [brand.id, faq.category, faq.question, faq.answer, (i + 1) * 10],
        );
      }
    }
    for (const [i, lead] of SEED_LEADS.entries()) {
      await tx.query(
        `INSERT INTO leads (brand_id, kind, name, email, mobile, preferred_time, topic, message, created_at)
         VALUES ('starfolio', $1, $2, $3, $4, $5, $6, $7, now() - $8 * interval '1 day')`,
        [...lead, SEED_LEADS.length - i],
      );
    }
  });
  return true;
}
