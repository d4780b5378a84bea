import { z } from 'zod';
import { checkOrigin, ORIGIN_MAX_LENGTH } from './rules';

/** The partner widget page's calls (contract/http/api-paths.ts API.admin.embedOrigins, API.siteClient; docs/widget.md). */

/** GET API.admin.embedOrigins: what /web-widget/ shows; public. */
export interface WebWidgetBody {
  /** From brands/<id>/brand.json `embedOrigins`: read-only. */
  configured: string[];
  /** Added by an admin (table embed_origins). */
  stored: { origin: string; added_at: string }[];
  /** The brand's article page, the default detail page: `<origin>/blog/`. */
  defaultDetailUrl: string;
  /** The brand offers the widget (features '/web-widget/' and 'blog'). */
  offered: boolean;
}

/** GET /widget/snippet.json on a brand host (not under the API: the script's own files, server/widget). */
export interface WidgetSnippetBody {
  /** `sha384-…` of the served /widget/tl-blogs.js, or null when the widget is not built. */
  integrity: string | null;
}

/** POST API.admin.embedOrigins. */
export const embedOriginRequest = z.object({
  origin: z
    .string()
    .max(ORIGIN_MAX_LENGTH + 20)
    .transform((value, ctx) => {
      const checked = checkOrigin(value);
      if ('error' in checked) {
        ctx.addIssue({ code: 'custom', message: checked.error });
        return z.NEVER;
      }
      return checked.origin;
    }),
  action: z.enum(['add', 'remove']),
});
export type EmbedOriginRequest = z.input<typeof embedOriginRequest>;

/**
 * POST API.siteClient.login: `{ assertion }`, a compact HS256 JWT the partner's server signs with its
 * secret (iss = partner id, aud = brand id, sub = the reader's email on the brand, exp within 5 minutes).
 * The older `{ email, password }` form stays (docs/api.md).
 */
export const siteClientAssertionRequest = z.object({
  assertion: z
    .string()
    .max(4096)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Send a signed assertion.'),
});

/** What a site-client login answers: the session key for the widget's KEY header (it sends no cookies). */
export interface SiteClientBody {
  key: string;
  expires_at: string;
  /** Seconds the key lasts from this answer: the widget times the session by it, not by its own clock. */
  expires_in: number;
  user: { name: string; isSubscriber: boolean };
}
