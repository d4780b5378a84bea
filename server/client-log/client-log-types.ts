import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_LOG_LIMITS as L } from '#contract/client-log/rules';

/** The logger call's request (docs/client-errors.md); the server redacts again before storing. */
export const clientErrorRequest = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(L.messageMax),
  page: z.string().max(L.pageMax),
  source: z.string().max(L.sourceMax).optional().default(''),
  stack: z.string().max(L.stackMax).optional().default(''),
  build: z.string().max(40).optional().default(''),
});

export const clientErrorsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  kind: z.enum(CLIENT_ERROR_KINDS).optional(),
  path: z.string().max(L.pageMax).optional().default(''),
});
