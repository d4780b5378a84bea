import type { z } from 'zod';

/**
 * The first message per field of a contract form schema (contract/account-forms.ts), checked in the
 * browser before sending: the same rules and words the server answers with.
 */
export function formErrors(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
