import type { AutomatedRulesInput } from '#contract/studio/automated-rules';
import type { RebalanceFrequency } from '#contract/baskets/types';
import type { AutomatedCreateRequest } from '#contract/studio/requests';
import type { CAP_CLASSES, RANK_BY, WEIGHTING } from '#contract/studio/automated-rule-options';
import { BASKET_HTML_TAG, STUDIO_LIMITS } from '#contract/studio/rules';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/** What the new automated basket screen holds while the adviser types (strings as the inputs give them). */
export interface AutomatedForm {
  name: string;
  description: string;
  risk_type: 'high' | 'medium' | 'low';
  benchmark_id: string;
  fee_kind: 'FIXFEE' | 'AUM';
  fee_amount: string;
  rebalance_frequency: RebalanceFrequency;
  cap_classes: (typeof CAP_CLASSES)[number][];
  sectors: string[];
  exclude: string;
  rank_by: (typeof RANK_BY)[number];
  count: string;
  weighting: (typeof WEIGHTING)[number];
  max_weight: string;
  max_sector_weight: string;
}

export const initialForm = (frequency: RebalanceFrequency): AutomatedForm => ({
  name: '',
  description: '',
  risk_type: 'medium',
  benchmark_id: 'NIFTY 50',
  fee_kind: 'FIXFEE',
  fee_amount: '',
  rebalance_frequency: frequency,
  cap_classes: ['large'],
  sectors: [],
  exclude: '',
  rank_by: 'market_cap',
  count: '10',
  weighting: 'equal',
  max_weight: '100',
  max_sector_weight: '100',
});

export type FormErrors = Partial<Record<keyof AutomatedForm | 'rules', string>>;

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

/** The checks the server makes too (contract/studio/rules.ts), so the adviser hears of them at once. */
export function formErrors(f: AutomatedForm): FormErrors {
  const e: FormErrors = {};
  if (!f.name.trim()) e.name = M.textEmpty('basket name');
  else if (BASKET_HTML_TAG.test(f.name)) e.name = M.basketNameHtml;
  else if (f.name.length > STUDIO_LIMITS.nameMax) e.name = `Please enter at most ${STUDIO_LIMITS.nameMax} characters`;
  if (!f.description.trim()) e.description = M.textEmpty('basket description');
  else if (BASKET_HTML_TAG.test(f.description)) e.description = M.basketDescriptionHtml;
  if (!(num(f.fee_amount) >= 0)) e.fee_amount = 'Enter the fee, 0 or more';
  if (f.cap_classes.length === 0) e.cap_classes = 'Choose at least one market-cap class';
  const count = num(f.count);
  if (!Number.isInteger(count) || count < 3 || count > 30) e.count = 'Choose between 3 and 30 stocks';
  const mw = num(f.max_weight);
  if (!(mw >= 5 && mw <= 100)) e.max_weight = 'Between 5 and 100';
  const ms = num(f.max_sector_weight);
  if (!(ms >= 10 && ms <= 100)) e.max_sector_weight = 'Between 10 and 100';
  return e;
}

export function toRules(f: AutomatedForm): AutomatedRulesInput {
  return {
    version: 1,
    universe: {
      cap_classes: f.cap_classes,
      sectors: f.sectors,
      exclude: f.exclude
        .split(/[\s,]+/)
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    },
    rank_by: f.rank_by,
    count: Number(f.count),
    weighting: f.weighting,
    max_weight: Number(f.max_weight),
    max_sector_weight: Number(f.max_sector_weight),
  };
}

export function toCreateRequest(f: AutomatedForm): AutomatedCreateRequest {
  return {
    name: f.name,
    description: f.description,
    risk_type: f.risk_type,
    fund_type: 'Equity',
    benchmark_id: f.benchmark_id,
    fee_kind: f.fee_kind,
    fee_amount: Number(f.fee_amount),
    rebalance_frequency: f.rebalance_frequency,
    rules: toRules(f),
  };
}
