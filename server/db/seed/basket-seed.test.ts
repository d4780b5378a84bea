import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { openTestDatabase } from '../../test-support';
import { findInstrument } from '../../market/instruments';
import { INDEX_ROWS } from '../../market/data/indices';
import { SEED_BASKETS } from './basket-seed-list';
import { seedVersions } from './basket-seed-build';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('seeded');
});
afterAll(() => db.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

describe('the basket seed', () => {
  it('has 12 advisers of both kinds with SEBI numbers that match their kind', async () => {
    const { rows } = await db.query<{ adviser_type: string; sebi_registration: string; city: string | null }>(
      'SELECT adviser_type, sebi_registration, city FROM advisers',
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const r of rows) {
      expect(r.sebi_registration).toMatch(r.adviser_type === 'Research Analyst' ? /^INH\d{9}$/ : /^INA\d{9}$/);
      expect(r.city).toBeTruthy();
    }
    expect(new Set(rows.map((r) => r.adviser_type)).size).toBe(2);
  });

  it('has 40 baskets across statuses, risk levels, frequencies, fee kinds and benchmarks', async () => {
    expect(await count('baskets')).toBe(40);
    for (const status of ['published', 'draft', 'closed', 'hidden']) {
      expect(await count('baskets WHERE status = $1', [status])).toBeGreaterThan(0);
    }
    expect(await count('baskets WHERE is_premium')).toBeGreaterThan(5);
    expect(await count('baskets WHERE is_shareable')).toBeGreaterThan(5);
    expect(await count('baskets WHERE NOT is_shareable')).toBeGreaterThan(5);
    const symbols = new Set(INDEX_ROWS.map((i) => i.symbol as string));
    const { rows } = await db.query<{ benchmark_id: string }>('SELECT DISTINCT benchmark_id FROM baskets');
    expect(rows.every((r) => symbols.has(r.benchmark_id))).toBe(true);
    expect(await count('baskets WHERE launch_date IS NULL OR methodology = $1', [''])).toBe(0);
  });

  it('gives every version 6 to 20 known stocks whose weights sum to exactly 100', async () => {
    const { rows } = await db.query<{ n: number; total: string; symbols: string[] }>(
      `SELECT count(*)::int AS n, sum(c.weight)::text AS total, array_agg(c.symbol) AS symbols
         FROM basket_versions v JOIN basket_constituents c ON c.version_id = v.id GROUP BY v.id`,
    );
    expect(rows.length).toBeGreaterThan(80);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(6);
      expect(r.n).toBeLessThanOrEqual(20);
      expect(Number(r.total)).toBe(100);
      for (const s of r.symbols) expect(findInstrument(s)?.kind).toBe('stock');
    }
  });

  it('launches each basket 1 to 5 years before the market clock with 1 to 6 dated rebalances', () => {
    for (const b of SEED_BASKETS) {
      const versions = seedVersions(b);
      expect(versions.length).toBe(b.rebalances + 1);
      expect(versions[0]!.effectiveDate >= '2021-08-01' && versions[0]!.effectiveDate <= '2025-11-20').toBe(true);
      const dates = versions.map((v) => v.effectiveDate);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.at(-1)! < '2026-11-20').toBe(true);
    }
  });

  it('gives each basket FAQs, tags and a factsheet PDF', async () => {
    expect(
      await count('baskets b WHERE (SELECT count(*) FROM basket_faqs f WHERE f.basket_id = b.id) NOT BETWEEN 3 AND 5'),
    ).toBe(0);
    expect(await count('baskets b WHERE NOT EXISTS (SELECT 1 FROM basket_tags t WHERE t.basket_id = b.id)')).toBe(0);
    const { rows } = await db.query<{ content: Uint8Array }>('SELECT content FROM basket_factsheets');
    expect(rows).toHaveLength(40);
    for (const r of rows) expect(Buffer.from(r.content).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    // Each names its adviser and SEBI registration under the basket's name (docs/compliance.md).
    const named = await db.query<{ content: Uint8Array; name: string; sebi_registration: string }>(
      `SELECT f.content, a.name, a.sebi_registration FROM basket_factsheets f
         JOIN baskets b ON b.id = f.basket_id JOIN advisers a ON a.id = b.adviser_id`,
    );
    for (const r of named.rows) {
      const text = Buffer.from(r.content).toString('latin1');
      expect(text).toMatch(
        new RegExp(`\\(${r.name}, SEBI-registered (investment adviser|research analyst) ${r.sebi_registration}\\) Tj`),
      );
    }
  });

  it('has the adviser account owning a draft and a hidden basket', async () => {
    const { rows } = await db.query<{ status: string }>(
      `SELECT b.status FROM baskets b JOIN advisers a ON a.id = b.adviser_id JOIN users u ON u.id = a.user_id
        JOIN user_roles r ON r.user_id = u.id AND r.role = 'adviser' WHERE u.email = 'adviser@example.com'`,
    );
    expect(rows.map((r) => r.status)).toEqual(expect.arrayContaining(['published', 'draft', 'hidden']));
  });

  it('covers subscriber-only baskets by plans, one plan deliberately leaving one out', async () => {
    expect(
      await count(
        'baskets b WHERE b.is_premium AND NOT EXISTS (SELECT 1 FROM plan_baskets pb WHERE pb.basket_id = b.id)',
      ),
    ).toBe(0);
    expect(await count('plan_baskets pb JOIN baskets b ON b.id = pb.basket_id WHERE NOT b.is_premium')).toBe(0);
    const { rows } = await db.query<{ basket_hash: string }>(
      `SELECT DISTINCT b.basket_hash FROM subscriptions s JOIN users u ON u.id = s.user_id
         JOIN plan_baskets pb ON pb.plan_id = s.plan_id JOIN baskets b ON b.id = pb.basket_id
        WHERE u.email = 'subscriber@example.com' AND s.expires_at > now() AND b.status = 'published' ORDER BY 1`,
    );
    expect(rows.map((r) => r.basket_hash)).toEqual(['banking-titans', 'goal-builder-large-cap', 'quality-compounders']);
  });

  it('does not seed again', async () => {
    const { seed } = await import('./index');
    expect(await seed(db)).toEqual([]);
  });
});
