import type { Database } from '../database';

/**
 * Each seeded research analyst's disclosure of how far it uses AI tools (SEBI RA Regulation 19;
 * docs/compliance.md). An analyst without one cannot sign new clients, so the seed gives each one.
 */
const AI_USE: Record<string, string> = {
  'arjun-mehta':
    'We use machine-learning screens to shortlist stocks by momentum and sector strength; every recommendation is chosen and reviewed by our registered analysts. No client data is shared with AI tools.',
  'northstar-quant':
    'Our factor models are statistical, not generative AI. We use an AI language tool only to draft report summaries, which an analyst checks before publication.',
  'ganga-equity-research': 'We do not use AI tools in our research or in preparing our reports.',
  'deccan-alpha':
    'We use AI tools to read quarterly results and earnings calls for revisions; the screens and every call are decided by our analysts.',
  'narmada-insights':
    'We use an AI tool to summarise policy documents and company filings; our analysts verify every figure and write every recommendation.',
  'bluechip-analytics': 'We do not use AI tools in our research or in preparing our reports.',
};

/** Fills the seeded analysts' disclosures where none is on file (a database seeded before the column). */
export async function seedAdviserAiDisclosures(db: Database): Promise<boolean> {
  let filled = 0;
  for (const [slug, text] of Object.entries(AI_USE)) {
    const { rows } = await db.query(
      `UPDATE advisers SET ai_use_disclosure = $2
        WHERE slug = $1 AND adviser_type = 'Research Analyst' AND ai_use_disclosure IS NULL RETURNING id`,
      [slug, text],
    );
    filled += rows.length;
  }
  return filled > 0;
}
