import type { FeeKind, RebalanceFrequency, RiskType } from '#contract/baskets/types';
import type { FieldErrors } from '#contract/http/envelope';
import type { StudioBasket } from '#contract/studio/types';
import type { BasketCreateRequest } from '#contract/studio/requests';
import { STUDIO_LIMITS, STUDIO_MESSAGES, weightsSumTo100 } from '#contract/studio/rules';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';
import { basketDescription, basketName, compose, text } from '#src/lib/forms/validation';
import { parseWeight, totalWeight } from './weights';

/** One stock row as the adviser types it (the weight stays text until it is sent). */
export interface EditorStock {
  symbol: string;
  name: string;
  weight: string;
  rationale: string;
}

/** Everything the basket form holds; what is kept on the device between reloads (form-draft.ts). */
export interface EditorForm {
  name: string;
  description: string;
  methodology: string;
  risk_type: RiskType;
  fund_type: string;
  benchmark_id: string;
  fee_kind: FeeKind;
  fee_amount: string;
  rebalance_frequency: RebalanceFrequency;
  is_premium: boolean;
  is_shareable: boolean;
  tag_slugs: string[];
  stocks: EditorStock[];
}

export const FUND_TYPES = ['Equity', 'Sectoral', 'Thematic', 'Hybrid', 'ETF'] as const;

export function emptyForm(frequency: RebalanceFrequency): EditorForm {
  return {
    name: '',
    description: '',
    methodology: '',
    risk_type: 'medium',
    fund_type: 'Equity',
    benchmark_id: '',
    fee_kind: 'FIXFEE',
    fee_amount: '',
    rebalance_frequency: frequency,
    is_premium: false,
    is_shareable: true,
    tag_slugs: [],
    stocks: [],
  };
}

export function formFromBasket(b: StudioBasket): EditorForm {
  return {
    name: b.name,
    description: b.description,
    methodology: b.methodology,
    risk_type: b.risk_type,
    fund_type: b.fund_type,
    benchmark_id: b.benchmark_id,
    fee_kind: b.fee_kind,
    fee_amount: String(b.fee_amount),
    rebalance_frequency: b.rebalance_frequency,
    is_premium: b.is_premium,
    is_shareable: b.is_shareable,
    tag_slugs: [...b.tag_slugs],
    stocks: b.constituents.map((c) => ({
      symbol: c.symbol,
      name: c.name,
      weight: String(c.weight),
      rationale: c.rationale,
    })),
  };
}

/** The request body (create; edit takes the same fields with basket_hash). */
export function toRequest(form: EditorForm, publish: boolean): BasketCreateRequest {
  return {
    name: form.name,
    description: form.description,
    methodology: form.methodology.trim(),
    risk_type: form.risk_type,
    fund_type: form.fund_type,
    benchmark_id: form.benchmark_id,
    fee_kind: form.fee_kind,
    fee_amount: Number(form.fee_amount),
    rebalance_frequency: form.rebalance_frequency,
    is_premium: form.is_premium,
    is_shareable: form.is_shareable,
    tag_slugs: form.tag_slugs,
    constituents: form.stocks.map((s) => ({
      symbol: s.symbol,
      weight: parseWeight(s.weight),
      rationale: s.rationale.trim(),
    })),
    publish,
  };
}

const maxLength = (max: number) => (value: string | null | undefined) =>
  (value ?? '').length > max ? `Please enter at most ${max} characters` : undefined;

/** The form's own checks, keyed like the server's body.errors (messages letter for letter: docs/studio.md, "Calls"). */
export function validateForm(form: EditorForm): FieldErrors {
  const errors: FieldErrors = {};
  const put = (key: string, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  put('name', compose(text('basket name'), basketName, maxLength(STUDIO_LIMITS.nameMax))(form.name));
  put(
    'description',
    form.description.trim() === ''
      ? M.textEmpty('basket description')
      : compose(basketDescription, maxLength(STUDIO_LIMITS.descriptionMax))(form.description),
  );
  put('methodology', maxLength(STUDIO_LIMITS.methodologyMax)(form.methodology));
  if (!form.benchmark_id) put('benchmark_id', M.required);
  const fee = Number(form.fee_amount);
  if (form.fee_amount.trim() === '' || !Number.isFinite(fee) || fee < 0) put('fee_amount', 'Please enter the fee');
  put('constituents', constituentsError(form.stocks));
  return errors;
}

function constituentsError(stocks: readonly EditorStock[]): string | undefined {
  if (stocks.length === 0) return 'Add at least one stock';
  if (stocks.length > STUDIO_LIMITS.constituentsMax) return `At most ${STUDIO_LIMITS.constituentsMax} stocks`;
  const bad = stocks.find((s) => !(parseWeight(s.weight) > 0 && parseWeight(s.weight) <= 100));
  if (bad) return `Give ${bad.symbol} a weight above 0 and at most 100`;
  const weights = stocks.map((s) => parseWeight(s.weight));
  if (!weightsSumTo100(weights)) return STUDIO_MESSAGES.weightsSum(totalWeight(stocks.map((s) => s.weight)));
  const tooLong = stocks.find((s) => s.rationale.length > STUDIO_LIMITS.rationaleMax);
  return tooLong ? `The rationale for ${tooLong.symbol} is too long` : undefined;
}
