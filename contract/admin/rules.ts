import { BASKET_HTML_TAG } from '#contract/studio/rules';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/**
 * The admin area's rules both sides apply (zod-free, so the app may import it): the adviser profile
 * fields an admin edits (spec: curators details) and the role rules' messages (docs/admin.md).
 */

/** SEBI registration of an investment adviser (INA) or a research analyst (INH): the prefix and 9 digits. */
export const SEBI_REGISTRATION = /^IN[AH][0-9]{9}$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
const WEBSITE = /^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d{1,5})?(\/[A-Za-z0-9._~/?=&%#-]*)?$/i;

export const CURATOR_LIMITS = { nameMax: 80, bioMax: 2000, cityMax: 60, websiteMax: 200, emailMax: 120 } as const;

export const ADMIN_MESSAGES = {
  name: 'Please enter name',
  nameHtml: 'Please enter the name as plain text, without HTML',
  bio: 'Please enter about',
  bioHtml: 'Please enter about as plain text, without HTML',
  cityHtml: 'Please enter the city as plain text, without HTML',
  sebi: 'Please enter a valid SEBI registration number: INA or INH and 9 digits',
  sebiTaken: 'Another adviser already holds this SEBI registration number',
  website: 'Please enter a valid website address, starting with https://',
  email: M.email,
  tooLong: (max: number) => `Please enter at most ${max} characters`,
  ownAdmin: 'You cannot remove your own admin role. Ask another admin to do it.',
  adviserNeeded: 'Choose the adviser profile this user signs in as before granting the adviser role.',
  adviserTaken: 'This adviser profile already belongs to another user.',
  staffOnly: 'Grant an adviser, dealer or admin role before the login-as-client right.',
  noUser: 'There is no such user.',
  noAdviser: 'There is no such adviser.',
} as const;

/** The adviser profile an admin edits; empty optional fields are sent as ''. */
export interface CuratorFields {
  name: string;
  bio: string;
  sebi_registration: string;
  city: string;
  website: string;
  contact_email: string;
}

type Rule = (value: string) => string | undefined;
const A = ADMIN_MESSAGES;
const L = CURATOR_LIMITS;
const plain =
  (message: string): Rule =>
  (v) =>
    BASKET_HTML_TAG.test(v) ? message : undefined;
const max =
  (n: number): Rule =>
  (v) =>
    v.length > n ? A.tooLong(n) : undefined;
const needed =
  (message: string): Rule =>
  (v) =>
    v.trim() === '' ? message : undefined;
const optional =
  (rule: Rule): Rule =>
  (v) =>
    v === '' ? undefined : rule(v);
const pattern =
  (re: RegExp, message: string): Rule =>
  (v) =>
    re.test(v) ? undefined : message;

/** Each field's rules, first problem wins. */
export const CURATOR_RULES: Record<keyof CuratorFields, readonly Rule[]> = {
  name: [needed(A.name), max(L.nameMax), plain(A.nameHtml)],
  bio: [needed(A.bio), max(L.bioMax), plain(A.bioHtml)],
  sebi_registration: [pattern(SEBI_REGISTRATION, A.sebi)],
  city: [max(L.cityMax), plain(A.cityHtml)],
  website: [optional(max(L.websiteMax)), optional(pattern(WEBSITE, A.website))],
  contact_email: [optional(max(L.emailMax)), optional(pattern(EMAIL, A.email))],
};

/** The first problem of one field, or undefined. */
export function curatorFieldProblem(field: keyof CuratorFields, value: string): string | undefined {
  for (const rule of CURATOR_RULES[field]) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

/** Every field's first problem; an empty object when the profile may be saved. */
export function curatorProblems(fields: CuratorFields): Partial<Record<keyof CuratorFields, string>> {
  const errors: Partial<Record<keyof CuratorFields, string>> = {};
  for (const key of Object.keys(CURATOR_RULES) as (keyof CuratorFields)[]) {
    const message = curatorFieldProblem(key, fields[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

/** What an admin may grant or take: the roles beyond investor, and the login-as-client right. */
export const ADMIN_GRANTS = ['adviser', 'dealer', 'admin', 'login-as-client'] as const;
export type AdminGrant = (typeof ADMIN_GRANTS)[number];

export const ADMIN_PAGE_SIZE = 25;
export const AUM_PAGE_SIZE = 100;
/** The longest range the ledger answers at once, and the days the job fills in on its first run. */
export const AUM_MAX_RANGE_DAYS = 366;
export const AUM_BACKFILL_DAYS = 90;
