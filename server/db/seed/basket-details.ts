import { publisherLine, publisherOf } from '#contract/baskets/publisher';
import { factsheetPdf } from '../../baskets/factsheet-pdf';
import { findInstrument } from '../../market/instruments';
import type { Database, Queryable } from '../database';
import { SEED_ADVISERS } from './basket-seed-advisers';
import { seedFaqs, seedVersions, type SeedVersion } from './basket-seed-build';
import { SEED_BASKETS, type SeedBasket } from './basket-seed-list';
import { SEED_TAGS } from './basket-seed-tags';

/** The factsheet: name, adviser, description, methodology and the top holdings of the latest version. */
export function seedFactsheet(basket: SeedBasket, methodology: string, latest: SeedVersion): Buffer {
  const adviser = SEED_ADVISERS.find((a) => a.slug === basket.adviser)!;
  const top = [...latest.constituents].sort((a, b) => b.weight - a.weight).slice(0, 10);
  return factsheetPdf(`${basket.name} factsheet`, [
    { text: basket.name, size: 20, bold: true },
    { text: publisherLine(publisherOf(adviser.name, adviser.type, adviser.registration)) },
    { text: '' },
    { text: basket.description },
    { text: `Benchmark: ${basket.benchmark}. Category: ${basket.mfCategory}. Rebalanced ${basket.frequency}.` },
    { text: '' },
    { text: 'Methodology', size: 13, bold: true },
    { text: methodology },
    { text: '' },
    { text: `Top holdings (version ${latest.version}, from ${latest.effectiveDate})`, size: 13, bold: true },
    ...top.map((c) => ({ text: `${c.symbol}  ${findInstrument(c.symbol)?.name ?? ''}  ${c.weight.toFixed(2)} %` })),
    { text: '' },
    { text: 'Past performance does not guarantee future returns. Investments are subject to market risks.', size: 8 },
  ]);
}

async function seedTags(tx: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [slug, name, tags] of SEED_TAGS) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO basket_master_tags (slug, name) VALUES ($1, $2)
       ON CONFLICT (slug) DO UPDATE SET name = excluded.name RETURNING id`,
      [slug, name],
    );
    for (const [tagSlug, tagName] of tags) {
      const { rows: tag } = await tx.query<{ id: number }>(
        `INSERT INTO basket_tag_names (master_tag_id, slug, name) VALUES ($1, $2, $3)
         ON CONFLICT (slug) DO UPDATE SET name = excluded.name RETURNING id`,
        [rows[0]!.id, tagSlug, tagName],
      );
      ids.set(tagSlug, tag[0]!.id);
    }
  }
  return ids;
}

async function seedBasket(
  tx: Queryable,
  basket: SeedBasket,
  id: number,
  methodology: string,
  tags: Map<string, number>,
) {
  const versions = seedVersions(basket);
  for (const v of versions) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO basket_versions (basket_id, version, effective_date, rationale) VALUES ($1, $2, $3, $4) RETURNING id',
      [id, v.version, v.effectiveDate, v.rationale],
    );
    for (const c of v.constituents) {
      await tx.query(
        'INSERT INTO basket_constituents (version_id, symbol, weight, rationale) VALUES ($1, $2, $3, $4)',
        [rows[0]!.id, c.symbol, c.weight, c.rationale],
      );
    }
  }
  for (const [i, faq] of seedFaqs(basket).entries()) {
    await tx.query('INSERT INTO basket_faqs (basket_id, position, question, answer) VALUES ($1, $2, $3, $4)', [
      id,
      i + 1,
      faq.question,
      faq.answer,
    ]);
  }
  for (const tag of basket.tags) {
    const tagId = tags.get(tag);
    if (tagId === undefined) throw new Error(`seed basket ${basket.hash}: unknown tag ${tag}`);
    await tx.query('INSERT INTO basket_tags (basket_id, tag_id) VALUES ($1, $2)', [id, tagId]);
  }
  await tx.query('INSERT INTO basket_factsheets (basket_id, file_name, content) VALUES ($1, $2, $3)', [
    id,
    `${basket.hash}-factsheet.pdf`,
    seedFactsheet(basket, methodology, versions.at(-1)!),
  ]);
}

/**
 * Plans open their adviser's subscriber-only baskets; each adviser's '1 month' plan leaves out the last
 * published one when there are two or more (so a subscriber of that plan sees head.status 7 there).
 */
async function seedPlanBaskets(tx: Queryable) {
  await tx.query(
    `INSERT INTO plan_baskets (plan_id, basket_id)
     SELECT p.id, b.id FROM plans p JOIN baskets b ON b.adviser_id = p.adviser_id AND b.is_premium
      WHERE NOT (p.interval = 'month' AND p.interval_count = 1
                 AND b.id = (SELECT max(x.id) FROM baskets x WHERE x.adviser_id = b.adviser_id AND x.is_premium AND x.status = 'published')
                 AND (SELECT count(*) FROM baskets x WHERE x.adviser_id = b.adviser_id AND x.is_premium AND x.status = 'published') > 1)`,
  );
}

/** Versions, constituents, FAQs, tags, factsheets and plan coverage of the seed's baskets, into empty tables. */
export async function seedBasketDetails(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_versions');
  if (rows[0]!.n > 0) return false;
  const { rows: baskets } = await db.query<{ id: number; basket_hash: string; methodology: string }>(
    'SELECT id, basket_hash, methodology FROM baskets',
  );
  await db.transaction(async (tx) => {
    const tags = await seedTags(tx);
    for (const b of baskets) {
      const seedBasketRow = SEED_BASKETS.find((s) => s.hash === b.basket_hash);
      if (seedBasketRow) await seedBasket(tx, seedBasketRow, b.id, b.methodology, tags);
    }
    await seedPlanBaskets(tx);
  });
  return true;
}
