import type { Database } from '../database';

/**
 * SEBI's payment and performance records the demo shows (docs/compliance-fees.md): Kaveri Capital has a validated UPI
 * handle on file; the oldest published basket open to all is verified by PaRRVA and the next one enrolled, the
 * others not enrolled.
 * Runs once: while no adviser has a UPI handle.
 */
export async function seedCompliance(db: Database): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM advisers WHERE upi_handle IS NOT NULL LIMIT 1');
  if (rows.length > 0) return false;
  const { rows: baskets } = await db.query<{ id: number }>(
    `SELECT id FROM baskets WHERE status = 'published' AND NOT is_premium ORDER BY id LIMIT 2`,
  );
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE advisers SET upi_handle = 'kavericapital.ia@validhdfc' WHERE slug = 'kaveri-capital'`);
    const [verified, enrolled] = baskets;
    if (verified)
      await tx.query(
        `UPDATE baskets SET parrva_status = 'verified', parrva_verified_as_of = '2026-09-30',
                parrva_figures = $2 WHERE id = $1`,
        [
          verified.id,
          JSON.stringify({ cagr: 14.8, volatility: 15.2, maxDrawdown: 18.6, returns: { '1yr': 11.4, '3yr': 14.8 } }),
        ],
      );
    if (enrolled) await tx.query(`UPDATE baskets SET parrva_status = 'enrolled' WHERE id = $1`, [enrolled.id]);
  });
  return true;
}
