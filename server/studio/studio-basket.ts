import type { BasketStatus } from '#contract/baskets/details';
import type { AutomatedRules } from '#contract/studio/automated-rules';
import type { Proposal, ProposalLine, StudioBasket, StudioConstituent, StudioFaq } from '#contract/studio/types';
import type { Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { adviserOfUser } from '../billing/plan-save';
import { uploadUrl } from './upload-url';

/** The signed-in user's adviser row (null: no adviser, answered 404), the one the studio acts as. */
export const adviserForUser = adviserOfUser;
export type StudioAdviser = NonNullable<Awaited<ReturnType<typeof adviserOfUser>>>;

/** The baskets row: the editor's basket without what other tables give, and the image's key and type. */
type BasketRow = Omit<
  StudioBasket,
  'tag_slugs' | 'image_url' | 'factsheet' | 'faqs' | 'version' | 'constituents' | 'rules' | 'proposal' | 'investors'
> & { id: number; image_key: string | null; image_type: string | null };

/** The id and status of the adviser's basket with this hash, or undefined (not theirs, or none). */
export async function ownBasket(db: Queryable, adviserId: number, basketHash: string) {
  const { rows } = await db.query<{ id: number; status: BasketStatus }>(
    'SELECT id, status FROM baskets WHERE basket_hash = $1 AND adviser_id = $2',
    [basketHash, adviserId],
  );
  return rows[0];
}

/** The latest version's id and number (every basket the studio makes has version 1 at least). */
export async function latestVersion(db: Queryable, basketId: number) {
  const { rows } = await db.query<{ id: number; version: number }>(
    'SELECT id, version FROM basket_versions WHERE basket_id = $1 ORDER BY version DESC LIMIT 1',
    [basketId],
  );
  return rows[0];
}

async function constituentsOf(db: Queryable, market: MarketData, versionId: number): Promise<StudioConstituent[]> {
  const { rows } = await db.query<{ symbol: string; weight: number; rationale: string }>(
    `SELECT symbol, weight::float8 AS weight, rationale FROM basket_constituents
      WHERE version_id = $1 ORDER BY weight DESC, symbol`,
    [versionId],
  );
  return rows.map((r) => {
    const instrument = market.instrument(r.symbol);
    const sector = instrument?.kind === 'stock' ? instrument.sector : instrument ? 'ETF' : '';
    return { symbol: r.symbol, name: instrument?.name ?? r.symbol, sector, weight: r.weight, rationale: r.rationale };
  });
}

async function extrasOf(db: Queryable, basketId: number) {
  const [faqs, tags, factsheet, rules, proposal, investors] = await Promise.all([
    db.query<StudioFaq>('SELECT id, question, answer FROM basket_faqs WHERE basket_id = $1 ORDER BY position', [
      basketId,
    ]),
    db.query<{ slug: string }>(
      `SELECT t.slug FROM basket_tags bt JOIN basket_tag_names t ON t.id = bt.tag_id
        WHERE bt.basket_id = $1 ORDER BY t.slug`,
      [basketId],
    ),
    db.query<{ file_name: string; uploaded_at: string }>(
      `SELECT file_name, to_char(uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS uploaded_at
         FROM basket_factsheets WHERE basket_id = $1`,
      [basketId],
    ),
    db.query<{ rules: AutomatedRules }>('SELECT rules FROM basket_rules WHERE basket_id = $1', [basketId]),
    db.query<{ id: number; as_of: string; lines: ProposalLine[]; dropped: string[]; created_at: string }>(
      `SELECT id, to_char(as_of, 'YYYY-MM-DD') AS as_of, lines, dropped,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
         FROM basket_proposals WHERE basket_id = $1 AND status = 'open'`,
      [basketId],
    ),
    db.query<{ n: number }>("SELECT count(*)::int AS n FROM investments WHERE basket_id = $1 AND status = 'active'", [
      basketId,
    ]),
  ]);
  const p = proposal.rows[0];
  const open: Proposal | null = p ? { ...p } : null;
  return {
    faqs: faqs.rows,
    tag_slugs: tags.rows.map((t) => t.slug),
    factsheet: factsheet.rows[0] ?? null,
    rules: rules.rows[0]?.rules ?? null,
    proposal: open,
    investors: investors.rows[0]?.n ?? 0,
  };
}

/**
 * The whole basket as the studio's editor loads it (StudioBasket), whatever its status, or null when
 * the adviser has no basket with this hash (another adviser's basket reads as none: 404).
 */
export async function loadStudioBasket(
  db: Queryable,
  market: MarketData,
  adviserId: number,
  basketHash: string,
): Promise<StudioBasket | null> {
  const { rows } = await db.query<BasketRow>(
    `SELECT b.id, b.basket_hash, b.status, b.name, b.description, b.methodology, b.risk_type, b.fund_type,
            b.benchmark_id, b.fee_kind, b.fee_amount::float8 AS fee_amount, b.rebalance_frequency, b.is_premium,
            b.is_shareable, b.fixed_minimum_amount::float8 AS fixed_minimum_amount, b.image_key,
            u.content_type AS image_type, b.is_automated,
            to_char(b.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
       FROM baskets b LEFT JOIN uploads u ON u.key = b.image_key
      WHERE b.basket_hash = $1 AND b.adviser_id = $2`,
    [basketHash, adviserId],
  );
  const b = rows[0];
  if (!b) return null;
  const [latest, extras] = await Promise.all([latestVersion(db, b.id), extrasOf(db, b.id)]);
  const constituents = latest ? await constituentsOf(db, market, latest.id) : [];
  const { id: _id, image_key, image_type, ...fields } = b;
  return {
    ...fields,
    image_url: image_key && image_type ? uploadUrl(image_key, image_type) : null,
    version: latest?.version ?? 0,
    constituents,
    ...extras,
  };
}
