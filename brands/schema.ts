import { z } from 'zod';
import { REBALANCE_FREQUENCIES, SORT_OPTIONS } from '#contract/baskets/types';
import { FEATURE_KEYS, STAFF_SIGN_IN_FEATURES } from '#contract/site/features';
import { isLoopbackHost } from '#contract/site/site-origin';
import { accessibilitySchema } from './accessibility';
import { brandFooter } from './footer-links';

export { FEATURE_KEYS, type FeatureKey } from '#contract/site/features';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');
const host = z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, 'must be a lower-case host name without scheme or path');
const origin = z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/, 'must be an origin like https://example.com');
const page = z.object({ title: z.string().min(3).max(70), description: z.string().min(20).max(170) });

const email = z.email();
const phone = z.string().regex(/^\+91 [0-9]{2,4}( [0-9]{3,4}){2}$/, 'must be an Indian number like +91 22 4000 0101');
const httpsUrl = z.string().regex(/^https:\/\/[a-z0-9.-]+(\/[A-Za-z0-9._~/?=&%-]*)?$/, 'must be an https:// address');

/** SEBI's registration number prefixes: INA investment adviser, INH research analyst, INZ stock broker. */
export const SEBI_REGISTRATION_PREFIX = {
  'Investment Adviser': 'INA',
  'Research Analyst': 'INH',
  'Stock Broker': 'INZ',
} as const;
export type SebiRegistrationType = keyof typeof SEBI_REGISTRATION_PREFIX;

const sebiRegistration = z
  .object({
    type: z.enum(Object.keys(SEBI_REGISTRATION_PREFIX) as [SebiRegistrationType, ...SebiRegistrationType[]]),
    number: z.string().regex(/^IN[AHZ][0-9]{9}$/, 'must be a SEBI number like INH000012345'),
  })
  .strict()
  .refine((r) => r.number.startsWith(SEBI_REGISTRATION_PREFIX[r.type]), {
    message: 'number prefix must match the type (INA adviser, INH research analyst, INZ broker)',
    path: ['number'],
  });

/** What the footer tells readers about who runs the platform and where to complain (docs/brands.md). */
const trust = z
  .object({
    legalName: z.string().min(3).max(80),
    sebiRegistrations: z.array(sebiRegistration).min(1),
    grievanceOfficer: z.object({ name: z.string().min(3).max(60), email, phone }).strict(),
    contact: z.object({ email, phone, address: z.string().min(10).max(160) }).strict(),
    links: z
      .object({ about: httpsUrl, terms: httpsUrl, privacy: httpsUrl, disclosures: httpsUrl, investorCharter: httpsUrl })
      .strict(),
  })
  .strict();

/** Where to report a vulnerability: a mailto: address, an https:// page or a tel: number (RFC 9116 Contact). */
const securityContact = z
  .string()
  .regex(
    /^(mailto:[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}|https:\/\/[a-z0-9.-]+(\/[A-Za-z0-9._~/?=&%-]*)?|tel:\+[0-9]{6,15})$/,
    'must be a mailto:, https:// or tel:+ address',
  );

/** What /.well-known/security.txt says (RFC 9116; brands/security-txt.ts, docs/security.md). */
const security = z
  .object({
    /** Most preferred first. */
    contact: z.array(securityContact).min(1),
    /** The vulnerability disclosure policy. */
    policy: httpsUrl,
    /** Language tags reports may be written in, e.g. ['en', 'hi']. */
    preferredLanguages: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag like en or en-IN'))
      .min(1),
  })
  .strict();

export const brandSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
    /** The brand segment every API path is prefixed with: /{segment}/api/... */
    segment: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
    isDefault: z.boolean(),
    kind: z.enum(['default', 'broker-aligned', 'second', 'bank-broker']),
    /** The first that is not *.localhost is the public one: canonical addresses use it (contract/site/site-origin.ts). */
    hosts: z
      .array(host)
      .min(1)
      .refine((hosts) => hosts.some((h) => !isLoopbackHost(h)), {
        message: 'must include a public host name (not *.localhost): canonical addresses use the first one',
      }),
    displayName: z.string().min(2).max(40),
    shortName: z.string().min(2).max(12),
    theme: z.object({
      primary: hex,
      onPrimary: hex,
      accent: hex,
      background: hex,
      surface: hex,
      text: hex,
      textMuted: hex,
      border: hex,
    }),
    pages: z.object({ home: page, blog: page, featured: page, notFound: page }),
    features: z.record(z.enum(FEATURE_KEYS), z.boolean()).refine((f) => FEATURE_KEYS.every((k) => k in f), {
      message: `must list every feature: ${FEATURE_KEYS.join(', ')}`,
    }),
    /** Login dialog type: all methods, broker login only, or the default brand's own accounts only. */
    loginType: z.enum(['all', 'broker', 'starfolio']),
    googleClientId: z.string().min(10).nullable(),
    brokerHeader: z.string().min(2).max(40),
    brokers: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z][a-z0-9-]+$/),
          name: z.string().min(2),
          loginPath: z.string().regex(/^\/[a-z0-9/-]+\/login\/$/, 'must be a path ending in /login/'),
          redirectHost: host,
          /** The broker's API, and the adapter that speaks it (docs/providers.md): Kite Connect v3 or Upstox API v2. */
          provider: z.enum(['kite', 'upstox']),
        }),
      )
      .min(1),
    analytics: z.object({
      googleAnalyticsId: z
        .string()
        .regex(/^G-[A-Z0-9]{6,12}$/)
        .nullable(),
    }),
    wording: z.enum(['suggested', 'recommended']),
    navLabel: z.enum(['Managers', 'Experts']),
    sortOptions: z.array(z.enum(SORT_OPTIONS)).min(1),
    rebalanceFrequencies: z.array(z.enum(REBALANCE_FREQUENCIES)).min(1),
    /** Spec §6: basket drafts only on some brands; elsewhere the studio publishes a new basket at once. */
    basketDrafts: z.boolean(),
    requiredCustomerFields: z.object({
      name: z.boolean(),
      email: z.boolean(),
      phone: z.boolean(),
      dob: z.boolean(),
      pan: z.boolean(),
    }),
    /** Hosts a head.status 6 redirect may send the browser to, besides this site. */
    paymentHosts: z.array(host),
    /**
     * How the payer pays (docs/payment-provider.md, "Two checkouts"): 'standard' opens Razorpay's Standard
     * Checkout (Checkout.js) on the brand's own /payment/checkout/ page; 'hosted' sends the browser to the
     * simulated checkout's hosted page, which a live Razorpay account does not have (refused in production).
     */
    paymentCheckout: z.enum(['standard', 'hosted']),
    /** Third-party origins allowed to embed the blog widget (CORS). */
    embedOrigins: z.array(origin),
    trust,
    security,
    accessibility: accessibilitySchema,
  })
  .strict()
  .superRefine((brand, ctx) => {
    if (brand.loginType !== 'broker') return;
    for (const key of STAFF_SIGN_IN_FEATURES) {
      if (brand.features[key]) {
        ctx.addIssue({
          code: 'custom',
          path: ['features', key],
          message:
            'must be false on a brand whose only sign-in is its broker’s: its staff could never sign in (decision 0226)',
        });
      }
    }
  })
  // Derived, not written in brand.json: the footer's links and words (brands/footer-links.ts).
  .transform((brand) => ({ ...brand, footer: brandFooter(brand) }));

export type BrandConfig = z.infer<typeof brandSchema>;
