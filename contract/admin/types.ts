import { z } from 'zod';
import { idField } from '#contract/forms/fields';
import type { FeatureKey } from '#contract/site/features';
import type { GrantedRole } from '#contract/auth/roles';
import { ADMIN_GRANTS, AUM_MAX_RANGE_DAYS, curatorFieldProblem, type CuratorFields } from './rules';

/** The admin area's answers and request schemas (docs/admin.md); zod here, so the app imports only types. */

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  roles: GrantedRole[];
  /** Rights on top of a role: 'login-as-client'. */
  rights: 'login-as-client'[];
  /** The adviser profile this user signs in as, if any. */
  adviser: { slug: string; name: string } | null;
  createdAt: string;
}

export interface AdminUsersBody {
  users: AdminUser[];
  page: number;
  pages: number;
  total: number;
  /** Advisers no user signs in as yet: those the adviser role can be granted with. */
  freeAdvisers: { slug: string; name: string }[];
}

export interface AdminUserBody {
  user: AdminUser;
}

export interface AdminBrand {
  id: string;
  displayName: string;
  kind: string;
  isDefault: boolean;
  hosts: string[];
  loginType: 'all' | 'broker' | 'starfolio';
  brokers: string[];
  features: Record<FeatureKey, boolean>;
}

export interface AdminBrandsBody {
  brands: AdminBrand[];
  features: FeatureKey[];
  counts: { users: number; advisers: number; dealers: number; admins: number; adviserProfiles: number };
}

export interface AdminCurator extends CuratorFields {
  slug: string;
  adviserType: string;
  /** The user who signs in as this adviser, if any. */
  userEmail: string | null;
}

export interface AdminCuratorsBody {
  curators: AdminCurator[];
}

export interface AdminCuratorBody {
  curator: AdminCurator;
}

export interface AumRow {
  day: string;
  adviser: { slug: string; name: string };
  aum: number;
  investments: number;
}

export interface AumLedgerBody {
  rows: AumRow[];
  page: number;
  pages: number;
  total: number;
  from: string;
  to: string;
  /** The latest day in range and its total across the filtered advisers; the mean of the daily totals. */
  totals: { latestDay: string | null; latestAum: number; averageDailyAum: number; days: number };
  advisers: { slug: string; name: string }[];
}

const page = z.coerce.number({ error: 'Please enter a page number' }).int().min(1).max(100000).default(1);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'There is no such adviser.');

export const adminUsersQuery = z.object({ q: z.string().max(100).default(''), page }).strict();

export const adminRoleRequest = z
  .object({
    user: idField('Choose a user'),
    role: z.enum(ADMIN_GRANTS, { error: 'Choose a role or right' }),
    granted: z.boolean({ error: 'Say whether to grant or take' }),
    /** With role 'adviser' granted: the adviser profile the user signs in as (when they have none). */
    adviser: slug.optional(),
  })
  .strict();

const field = (key: keyof CuratorFields) =>
  z
    .string({ error: 'Please enter text' })
    .max(5000)
    .transform((v) => (key === 'contact_email' ? v.trim().toLowerCase() : v.trim()))
    .superRefine((v, ctx) => {
      const message = curatorFieldProblem(key, v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

export const curatorQuery = z.object({ slug: slug.optional() }).strict();

export const curatorDetailsRequest = z
  .object({
    slug,
    name: field('name'),
    bio: field('bio'),
    sebi_registration: field('sebi_registration'),
    city: field('city'),
    website: field('website'),
    contact_email: field('contact_email'),
  })
  .strict();

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD');

export const aumLedgerQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    adviser: slug.optional(),
    page,
    format: z.enum(['csv']).optional(),
  })
  .strict()
  .refine((q) => !q.from || !Number.isNaN(Date.parse(q.from)), {
    message: 'Please enter a valid from date',
    path: ['from'],
  })
  .refine((q) => !q.to || !Number.isNaN(Date.parse(q.to)), { message: 'Please enter a valid to date', path: ['to'] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The from date must not be after the to date',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86400000 <= AUM_MAX_RANGE_DAYS, {
    message: `Please choose at most ${AUM_MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
