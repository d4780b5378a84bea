import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import {
  REFERENCE_PATTERN,
  adminAnswerRequest,
  adminComplaintListQuery,
  type AdminComplaintBody,
  type AdminComplaintsBody,
} from '#contract/complaints/types';
import { requireRole, requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { answerComplaint } from '../complaint-actions';
import { listAdminComplaints } from '../complaint-admin-list';
import { sendComplaintFile } from '../complaint-file-answer';
import { findComplaint } from '../complaint-store';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

async function answerDetail(c: Context<UserEnv>, reference: string) {
  const found = await findComplaint(c.var.db, reference, null);
  if (!found) return fail(c, 404, AUTH.notFound);
  const { row, detail } = found;
  return ok<AdminComplaintBody>(c, {
    complaint: { ...detail, investor: { name: row.investor_name, email: row.investor_email }, brand_id: row.brand_id },
  });
}

/** Admins' side of complaints (docs/complaints.md): the list, one complaint, its files, the answer. */
export function complaintAdminRoutes() {
  const r = new Hono<UserEnv>();
  for (const path of [at(API.complaints.adminList), `${at(API.complaints.adminList)}*`]) {
    r.use(path, requireUser, requireRole('admin'));
  }

  r.get(at(API.complaints.adminList), validate('query', adminComplaintListQuery), async (c) => {
    cacheScope(c, 'private');
    const { page, status } = c.req.valid('query');
    return ok<AdminComplaintsBody>(c, await listAdminComplaints(c.var.db, { page, status }));
  });

  r.post(at(API.complaints.adminAnswer), validate('json', adminAnswerRequest), async (c) => {
    const input = c.req.valid('json');
    const outcome = await answerComplaint(c.var.db, c.var.user.id, input);
    if (outcome.kind === 'missing') return fail(c, 404, AUTH.notFound);
    if (outcome.kind === 'refused') return fail(c, 400, outcome.message, { [outcome.field]: outcome.message });
    return answerDetail(c, input.reference);
  });

  r.get(at(API.complaints.adminDetail(':reference')), async (c) => {
    cacheScope(c, 'private');
    const reference = c.req.param('reference') ?? '';
    if (!REFERENCE_PATTERN.test(reference)) return fail(c, 404, AUTH.notFound);
    return answerDetail(c, reference);
  });

  r.get(at(API.complaints.adminFile(':reference', 0).replace('/0/', '/:id/')), async (c) => {
    const { reference = '', id = '' } = c.req.param() as Record<string, string | undefined>;
    if (!REFERENCE_PATTERN.test(reference) || !/^[1-9][0-9]{0,8}$/.test(id)) return fail(c, 404, AUTH.notFound);
    return sendComplaintFile(c, reference, Number(id), null);
  });

  return r;
}
