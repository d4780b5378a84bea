import { z } from 'zod';
import { coercedIdField } from '#contract/forms/fields';
import { LAC_MESSAGES as M, REASON_MAX_LENGTH } from '#contract/impersonation/rules';

/** Requests of login-as-client (docs/login-as-client.md); the app validates with the zod-free rules. */

/** POST login-as-client/ { client, reason }. */
export const lacStartRequest = z.object({
  client: coercedIdField(M.clientRequired),
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(REASON_MAX_LENGTH, M.reasonTooLong),
});

/** GET login-as-client/clients/?q=&page= */
export const lacClientsQuery = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

/** GET admin/audit/?staff=&client=&page= (staff and client: a name or email fragment). */
export const lacAuditQuery = z.object({
  staff: z.string().trim().max(100).optional().default(''),
  client: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
