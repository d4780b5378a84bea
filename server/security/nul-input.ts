import type { Context, MiddlewareHandler } from 'hono';
import { INPUT_MESSAGES } from '#contract/forms/validation-messages';
import type { AppEnv } from '../app-env';
import { matchedRoutes } from 'hono/route';
import { fail } from '../http/envelope';
import { declaredInput } from '../http/validate';
import { markNulBody } from '../http/nul-body';

/**
 * No text the server takes may hold a NUL character (U+0000): Postgres `text` cannot store one, so a NUL
 * that reached a query was an HTTP 500 (docs/validation.md, "On the server"). It is refused here, once,
 * before any route reads its input: HTTP 400 with INPUT_MESSAGES.nul, in the envelope under /api/ and
 * as plain text on a page (the broker sign-in form). Pages themselves read no text they store: their
 * data comes through the API, which refuses it there.
 */

/** A NUL in an address arrives escaped as `%00` (a raw one only from a client that breaks HTTP). */
const NUL_IN_ADDRESS = /%00|\0/;
/**
 * A `\u0000` escape in JSON text: after an even run of backslashes (`\\u0000` is a backslash and the
 * five characters `u0000`). A raw NUL is not JSON, but a text body may carry one.
 */
const NUL_IN_JSON = /(?<!\\)(?:\\\\)*\\u0000|\0/i;
const JSON_OR_TEXT = /^(application\/([\w.-]+\+)?json|text\/plain)\b/i;
const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

const refuse = (c: Context) =>
  /\/api\//.test(new URL(c.req.url).pathname) ? fail(c, 400, INPUT_MESSAGES.nul) : c.text(INPUT_MESSAGES.nul, 400);

/** True when a form has a NUL in a field's name or text, or in a file's name (a file's bytes may hold any). */
const formHasNul = (form: FormData) =>
  [...form].some(
    ([name, value]) => name.includes('\0') || (typeof value === 'string' ? value : value.name).includes('\0'),
  );

/**
 * The form as Hono parses it, kept where its validator and parseBody look first. One that does not
 * parse leaves only its bytes behind, so the route answers it as it would have (HTTP 400).
 */
async function parseForm(c: Context, type: string): Promise<FormData | undefined> {
  const bytes = await c.req.arrayBuffer();
  c.req.raw = new Request(c.req.raw, { body: bytes });
  const headers = { 'Content-Type': type.replace(/^[^;]+/, (media) => media.toLowerCase()) };
  const form = await new Response(bytes, { headers }).formData().catch(() => undefined);
  if (form) c.req.bodyCache.formData = form;
  return form;
}

/** True when the route this request goes to reads its JSON body through validate(). */
const validatesJson = (c: Context) => matchedRoutes(c).some((r) => declaredInput(r.handler)?.target === 'json');

/** An API request's path, its query (names and values) and its headers. */
export const refuseNulInAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (NUL_IN_ADDRESS.test(c.req.url)) return refuse(c);
  for (const [, value] of c.req.raw.headers) if (value.includes('\0')) return refuse(c);
  return next();
};

/**
 * A request's body: JSON and plain text, and forms (URL-encoded or multipart). Mounted after the body
 * limit (server/security/body-limit.ts), so no more is read than a route would read. The body read
 * here is the one the route reads (Hono keeps it): a signed body's text is unchanged, a form is parsed
 * once. A form that does not parse is left to its route, which answers it.
 */
export const refuseNulInBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A GET or HEAD has no body, whatever content type it names (fetch from a page may name one).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = c.req.header('content-type') ?? '';
  if (JSON_OR_TEXT.test(type)) {
    const text = await c.req.text();
    // The route reads the kept text; a middleware of its own that reads the stream (a route's body
    // limit) gets a fresh copy instead of a used one.
    c.req.raw = new Request(c.req.raw, { body: text });
    if (NUL_IN_JSON.test(text)) {
      // A route that validates its JSON answers in its own words first ('Please enter valid comment'),
      // and refuses a NUL its schema let through (server/http/validate.ts); any other is refused here.
      if (!validatesJson(c)) return refuse(c);
      markNulBody(c);
    }
  } else if (FORM.test(type)) {
    const form = await parseForm(c, type);
    if (form && formHasNul(form)) return refuse(c);
  }
  return next();
};
