import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { FieldErrors } from '#contract/http/envelope';
import { INPUT_MESSAGES } from '#contract/forms/validation-messages';
import { fail } from './envelope';
import { bodyHoldsNul } from './nul-body';

type Target = 'json' | 'query' | 'param';

export interface ValidateOptions {
  /** head.message of the 400: a fixed text, or (by default) every field's problem in one line. */
  message?: string | ((errors: FieldErrors) => string);
  /** The 400 to answer when a JSON body is missing, malformed or not an object. */
  badBody?: (c: Context) => Response;
}

/** The first problem of each field, keyed by the field's name ('body' for the request as a whole). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  return errors;
}

/** What each validate() reads, by its middleware: the route walk reads it (server/http/route-input-walk.test.ts). */
const declared = new WeakMap<object, { target: Target; schema: z.ZodType }>();

/** The target and schema a route's middleware validates, when it is one validate() made. */
export function declaredInput(handler: unknown): { target: Target; schema: z.ZodType } | undefined {
  // A sub-app's route is wrapped where it is mounted; the wrapper keeps the handler it wraps.
  let h = handler as { __COMPOSED_HANDLER?: unknown } | undefined;
  while (h && !declared.has(h) && h.__COMPOSED_HANDLER) h = h.__COMPOSED_HANDLER as typeof h;
  return h ? declared.get(h) : undefined;
}

/** The 400 for a missing or malformed JSON body, with an example of the body the route wants. */
export const jsonBodyNeeded = (example: string) => (c: Context) =>
  fail(c, 400, `Send a JSON object body, e.g. ${example}.`, { body: 'Expected a JSON object.' });

const joined = (errors: FieldErrors) => Object.values(errors).join(' ');
const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isJson = (c: Context) => /^application\/([\w.-]+\+)?json\b/i.test(c.req.header('content-type') ?? '');

/**
 * The one way a route reads its input: Hono's validator with a contract schema. A failure is an
 * HTTP 400 envelope with the first message per field in body.errors; the handler reads
 * `c.req.valid(target)`, already typed and checked.
 */
export function validate<T extends Target, S extends z.ZodType, E extends Env, P extends string>(
  target: T,
  schema: S,
  { message = joined, badBody }: ValidateOptions = {},
) {
  const check: MiddlewareHandler = validator(target, (value, c) => {
    if (target === 'json' && (!isJson(c) || !isObject(value))) {
      return badBody ? badBody(c) : fail(c, 400, 'Send a JSON object as the request body.');
    }
    const parsed = schema.safeParse(value);
    // A NUL the schema let through is refused all the same (server/security/nul-input.ts).
    if (parsed.success && target === 'json' && bodyHoldsNul(c)) return fail(c, 400, INPUT_MESSAGES.nul);
    if (parsed.success) return parsed.data as Record<string, unknown>;
    const errors = fieldErrors(parsed.error);
    return fail(c, 400, typeof message === 'string' ? message : message(errors), errors);
  });
  if (target !== 'json') {
    declared.set(check, { target, schema });
    return check as unknown as MiddlewareHandler<E, P, ValidatedInput<T, S>>;
  }
  // Malformed JSON: Hono throws before the schema runs; answer it like any other bad body.
  const guarded: MiddlewareHandler = async (c, next) => {
    try {
      return await check(c, next);
    } catch (err) {
      if (err instanceof HTTPException && err.status === 400 && !c.finalized) {
        return badBody ? badBody(c) : fail(c, 400, 'Send a JSON object as the request body.');
      }
      throw err;
    }
  };
  declared.set(guarded, { target, schema });
  return guarded as unknown as MiddlewareHandler<E, P, ValidatedInput<T, S>>;
}

type ValidatedInput<T extends Target, S extends z.ZodType> = {
  in: { [K in T]: K extends keyof ValidationTargets ? z.input<S> : never };
  out: { [K in T]: z.output<S> };
};
