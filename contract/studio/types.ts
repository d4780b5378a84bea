import type { AdviserType, FeeKind, RebalanceFrequency, RiskType } from '#contract/baskets/types';
import type { BasketStatus, Faq } from '#contract/baskets/details';
import type { AutomatedRules } from './automated-rules';

/**
 * The adviser studio's shapes (docs/studio.md): what the server answers and the request schemas it
 * validates with. The app imports only the types (no zod in the bundle); its field checks are in
 * studio-rules.ts, which the schemas below use too, so both sides refuse the same input.
 */

/** Spec §6: the publisher state, apart from the investor's user state. */
export interface PublisherBody {
  adviser: {
    slug: string;
    name: string;
    adviser_type: AdviserType;
    sebi_registration: string;
    city: string | null;
    contact_email: string | null;
  };
  /** Spec §6 "publisher site details": this brand, as the studio publishes to it. */
  site: {
    brand_id: string;
    display_name: string;
    /** The public origin baskets and posts are shared from. */
    origin: string;
    create_basket: boolean;
    create_basket_automated: boolean;
    /** Spec §6: basket drafts only on some brands (brand.json basketDrafts). */
    basket_drafts: boolean;
    rebalance_frequencies: RebalanceFrequency[];
  };
}

export interface StudioConstituent {
  symbol: string;
  name: string;
  sector: string;
  /** Percent with two decimals; a version's weights sum to exactly 100. */
  weight: number;
  rationale: string;
}

export interface StudioFaq extends Faq {
  id: number;
}

/** The whole basket as the editor loads it, whatever its status. */
export interface StudioBasket {
  basket_hash: string;
  status: BasketStatus;
  name: string;
  description: string;
  methodology: string;
  risk_type: RiskType;
  fund_type: string;
  benchmark_id: string;
  fee_kind: FeeKind;
  fee_amount: number;
  rebalance_frequency: RebalanceFrequency;
  is_premium: boolean;
  is_shareable: boolean;
  fixed_minimum_amount: number | null;
  tag_slugs: string[];
  /** /media/uploads/… address of the basket's image, or null. */
  image_url: string | null;
  factsheet: { file_name: string; uploaded_at: string } | null;
  /** In their order on the basket page; `id` is what faqUpdate and faqDelete name. */
  faqs: StudioFaq[];
  /** The latest version (the draft's working set before publishing). */
  version: number;
  constituents: StudioConstituent[];
  is_automated: boolean;
  rules: AutomatedRules | null;
  /** The newest proposal not yet published (automated baskets), or null. */
  proposal: Proposal | null;
  /** Active investments following it. */
  investors: number;
  updated_at: string;
}

export interface StudioBasketBody {
  basket: StudioBasket;
}

export interface ConstituentsEditBody {
  basket_hash: string;
  /** The version just published. */
  version: number;
  /** Investments that got a pending rebalance to it. */
  pending_rebalances: number;
  /** Of those, how many were told by push; the rest got an in-app notice. */
  pushed: number;
}

/** create-basket-automated's answer: the draft basket and what its rules chose today. */
export interface AutomatedCreatedBody {
  basket_hash: string;
  proposal: Proposal;
}

export const BASKET_STATUS_ACTIONS = ['publish', 'close', 'hide', 'unhide'] as const;
export type BasketStatusAction = (typeof BASKET_STATUS_ACTIONS)[number];

/** One row of an imported file: the symbol as the market knows it, its weight in percent. */
export interface ImportedRow {
  row: number;
  symbol: string;
  name: string;
  weight: number;
}
export interface ImportRowError {
  /** The file's row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  reason: string;
}
export interface BasketImportBody {
  rows: ImportedRow[];
  errors: ImportRowError[];
  /** The good rows' weights summed (the editor asks for 100). */
  total_weight: number;
}

export interface ProposalLine {
  symbol: string;
  name: string;
  sector: string;
  weight: number;
  /** Weight in the latest version (0 when new). */
  previous_weight: number;
  /** Why the rules chose it, e.g. 'Rank 3 by market cap in Banks'. */
  reason: string;
}
export interface Proposal {
  id: number;
  /** The rebalance date it was computed for (YYYY-MM-DD, IST). */
  as_of: string;
  lines: ProposalLine[];
  /** Symbols in the latest version that the proposal drops. */
  dropped: string[];
  created_at: string;
}
export interface ProposalBody {
  proposal: Proposal;
}

export interface StudioBasketRow {
  basket_hash: string;
  name: string;
  status: BasketStatus;
  is_automated: boolean;
  investors: number;
  /** Current value of the investments following it, rupees. */
  assets_under_advice: number;
  /** Since launch, percent; null for a draft or a basket younger than a day. */
  return_percent: number | null;
  benchmark_id: string;
  benchmark_return_percent: number | null;
  /** Next rebalance date by its frequency (YYYY-MM-DD), null when closed. */
  next_rebalance: string | null;
  updated_at: string;
}
export interface StudioDashboardBody {
  adviser: PublisherBody['adviser'];
  totals: {
    /** Distinct users holding a live subscription to one of the adviser's plans. */
    subscribers: number;
    assets_under_advice: number;
    investors: number;
    by_status: Record<BasketStatus, number>;
  };
  baskets: StudioBasketRow[];
  upcoming_rebalances: { basket_hash: string; name: string; date: string }[];
  /**
   * Investments left out of assets under advice: their stored holdings are worth more than the
   * validated range (docs/investments.md, "Impossible figures").
   */
  skipped_investments: { investment: string; basket_hash: string; basket_name: string }[];
}

export interface InAppNotice {
  id: number;
  kind: 'rebalance';
  title: string;
  body: string;
  /** An app path to open. */
  url: string;
  created_at: string;
}
export interface InAppNoticesBody {
  notices: InAppNotice[];
}
