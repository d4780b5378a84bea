import { formatFee, formatYearlyRate, periodName } from '#contract/subscriptions/fee-period';

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
  };
  return template.replace(/\{\{([a-z_]+)\}\}/g, (_, name: string) => escapeText(values[name] ?? ''));
}
