import { formatRupees } from '#contract/locale/format';
import { formatFee, formatYearlyRate, periodName } from '#contract/subscriptions/fee-period';
import { FIXED_FEE_CAP_PER_YEAR } from '../billing/rules/sebi-caps';

/** What fills an agreement template's {{fields}}. */
export interface AgreementFields {
  clientName: string;
  adviserName: string;
  sebiRegistration: string;
  planName: string;
  feeKind: 'FIXFEE' | 'AUM';
  amount: number;
  months: number;
  aumPercent: number | null;
  /** A research analyst's disclosure of its use of AI tools (RA Regulation 19); null for an adviser. */
  aiUse: string | null;
}

/** Fields stand in text only, never in an attribute: escaped as a serialiser writes text, so the markup is a fixed point. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 'fixed fee, billed every 3 months' or 'fee on assets under advice'. */
const feeMode = (f: AgreementFields) =>
  f.feeKind === 'AUM' ? 'fee on assets under advice' : `fixed fee, billed every ${periodName(f.months)}`;

const feeText = (f: AgreementFields) =>
  f.feeKind === 'AUM' && f.aumPercent !== null ? formatYearlyRate(f.aumPercent) : formatFee(f.amount, f.months);

/** The template with each {{field}} replaced by its value, HTML-escaped; an unknown field is left empty. */
export function renderAgreement(template: string, fields: AgreementFields): string {
  const values: Record<string, string> = {
    client_name: fields.clientName,
    adviser_name: fields.adviserName,
    sebi_registration: fields.sebiRegistration,
    plan_name: fields.planName,
    plan_fee: feeText(fields),
    fee_mode: feeMode(fields),
    plan_period: periodName(fields.months),
    fee_cap: formatRupees(FIXED_FEE_CAP_PER_YEAR),
    ai_use: fields.aiUse ?? '',
  };
  return template.replace(/\{\{([a-z_]+)\}\}/g, (_, name: string) => escapeText(values[name] ?? ''));
}
