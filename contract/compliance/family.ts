import { PAN_PATTERN } from '#contract/customer/fields';
import { NAME_MAX_LENGTH } from '#contract/forms/patterns';
import { VALIDATION_MESSAGES } from '#contract/forms/validation-messages';
import { formatDate, formatPrice } from '#contract/locale/format';

/**
 * The family SEBI's fee limits count together (docs/compliance-fees.md, decision 0276): the client, their spouse,
 * dependent children and parents, each declared by PAN at checkout.
 */
export const FAMILY_RELATIONS = ['spouse', 'child', 'parent'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

export const FAMILY_RELATION_LABELS = {
  spouse: 'Spouse',
  child: 'Dependent child',
  parent: 'Parent',
} as const satisfies Record<FamilyRelation, string>;

/** At most: a spouse, parents and a household of children. */
export const MAX_FAMILY_MEMBERS = 10;

export interface FamilyMember {
  relation: FamilyRelation;
  name: string;
  pan: string;
}

export interface FamilyBody {
  members: FamilyMember[];
}

export const FAMILY_MESSAGES = {
  relation: 'Choose spouse, dependent child or parent.',
  name: 'Enter the family member’s name.',
  pan: VALIDATION_MESSAGES.pan,
  ownPan: 'This is your own PAN: declare only your family members.',
  repeated: 'This PAN is declared twice.',
  tooMany: `Declare at most ${MAX_FAMILY_MEMBERS} family members.`,
  saved: 'Family members saved.',
} as const;

export type MemberErrors = Partial<Record<keyof FamilyMember, string>>;

/**
 * The members as they are kept (trimmed, PAN upper-cased), or the errors of each member by index. Shared by the
 * checkout's form and the server, so both refuse alike.
 */
export function validateFamily(
  input: readonly { relation?: unknown; name?: unknown; pan?: unknown }[],
  ownPan: string | null,
): { members: FamilyMember[] } | { errors: Record<number, MemberErrors>; message?: string } {
  if (input.length > MAX_FAMILY_MEMBERS) return { errors: {}, message: FAMILY_MESSAGES.tooMany };
  const errors: Record<number, MemberErrors> = {};
  const members: FamilyMember[] = [];
  const seen = new Set<string>();
  input.forEach((m, i) => {
    const e: MemberErrors = {};
    const relation = FAMILY_RELATIONS.find((r) => r === m.relation);
    const name = typeof m.name === 'string' ? m.name.trim() : '';
    const pan = typeof m.pan === 'string' ? m.pan.trim().toUpperCase() : '';
    if (!relation) e.relation = FAMILY_MESSAGES.relation;
    if (!name || name.length > NAME_MAX_LENGTH) e.name = FAMILY_MESSAGES.name;
    if (!PAN_PATTERN.test(pan)) e.pan = FAMILY_MESSAGES.pan;
    else if (pan === ownPan) e.pan = FAMILY_MESSAGES.ownPan;
    else if (seen.has(pan)) e.pan = FAMILY_MESSAGES.repeated;
    seen.add(pan);
    if (Object.keys(e).length) errors[i] = e;
    else members.push({ relation: relation!, name, pan });
  });
  return Object.keys(errors).length ? { errors } : { members };
}

/** The checkout's refusals for the family's limits, exact to the paisa with Indian grouping. */
export const FAMILY_CAP_MESSAGES = {
  overCap: (over: number, used: number) =>
    `This plan would take your family's fixed fees with this adviser over SEBI's limit of ₹1,51,000 a year by ` +
    `${formatPrice(over)} (your family already pays ${formatPrice(used)} a year).`,
  feeModeLocked: (mode: string, possibleFrom: string) =>
    `Your family pays this adviser by ${mode}; SEBI allows a change of fee mode once in 12 months: ` +
    `possible from ${formatDate(possibleFrom)}.`,
} as const;

export const FEE_MODE_NAMES = { FIXFEE: 'fixed fees', AUM: 'a fee on assets under advice' } as const;

/** The family's standing with the plan's adviser, as the checkout shows it (PlanCheckoutBody.family). */
export interface FamilySummary {
  members: FamilyMember[];
  /** Rupees a year the family's active fixed-fee subscriptions with the adviser come to. */
  fixed_fees_a_year: number;
  /** SEBI's limit, rupees a year (1,51,000). */
  cap: number;
  fee_mode: 'FIXFEE' | 'AUM' | null;
  /** YYYY-MM-DD (IST): the day the family took up its fee mode with the adviser. */
  fee_mode_since: string | null;
}

/** SEBI Check, where an investor verifies an intermediary's UPI handle or bank account. */
export const SEBI_CHECK_URL = 'https://siportal.sebi.gov.in/intermediary/sebi-check';

/** How a member's error is named among a request's field errors: 'members.<index>.<field>'. */
export const memberErrorKey = (index: number | string, field: string) => `members.${index}.${field}`;

/** The members' errors among a request's field errors, by index. */
export function memberErrorsFrom(errors: Record<string, string>): Record<number, MemberErrors> {
  const out: Record<number, MemberErrors> = {};
  for (const [key, message] of Object.entries(errors)) {
    const m = /^members\.(\d+)\.(relation|name|pan)$/.exec(key);
    if (m) (out[Number(m[1])] ??= {})[m[2] as keyof MemberErrors] = message;
  }
  return out;
}
