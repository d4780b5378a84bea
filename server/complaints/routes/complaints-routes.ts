import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import {
  REFERENCE_PATTERN,
  complaintListQuery,
  complaintReplyRequest,
  type ComplaintBody,
  type ComplaintsBody,
} from '#contract/complaints/types';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { replyToComplaint } from '../complaint-actions';
import { sendComplaintFile } from '../complaint-file-answer';
import { readComplaintForm } from '../complaint-form';
import { createComplaint, findComplaint, listOwnComplaints } from '../complaint-store';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const FILE_ID = /^[1-9][0-9]{0,8}$/;

async function answerDetail(c: Context<UserEnv>, reference: string) {
  const found = await findComplaint(c.var.db, reference, c.var.user.id);
  if (!found) return fail(c, 404, AUTH.notFound);
  return ok<ComplaintBody>(c, { complaint: found.detail });
}

/** An investor's own complaints (docs/complaints.md): file, list, read, reply, and their files. */
export function complaintRoutes() {
  const r = new Hono<UserEnv>();
  r.use(at(API.complaints.list), requireUser);
  r.use(`${at(API.complaints.list)}*`, requireUser);

  r.get(at(API.complaints.list), validate('query', complaintListQuery), async (c) => {
    cacheScope(c, 'private');
    const { page } = c.req.valid('query');
    return ok<ComplaintsBody>(c, await listOwnComplaints(c.var.db, c.var.user.id, page));
  });

  r.post(at(API.complaints.create), async (c) => {
    const form = await readComplaintForm(c);
    if ('message' in form) return fail(c, 400, form.message, form.errors);
    const user = { id: c.var.user.id, brandId: c.var.brand.id };
    return answerDetail(c, await createComplaint(c.var.db, user, form.complaint));
  });

  r.post(at(API.complaints.reply), validate('json', complaintReplyRequest), async (c) => {
    const { reference, text } = c.req.valid('json');
    const outcome = await replyToComplaint(c.var.db, c.var.user.id, reference, text);
    if (outcome.kind === 'missing') return fail(c, 404, AUTH.notFound);
    if (outcome.kind === 'refused') return fail(c, 409, outcome.message, { [outcome.field]: outcome.message });
    return answerDetail(c, reference);
  });

  r.get(at(API.complaints.detail(':reference')), async (c) => {
    cacheScope(c, 'private');
    const reference = c.req.param('reference') ?? '';
    if (!REFERENCE_PATTERN.test(reference)) return fail(c, 404, AUTH.notFound);
    return answerDetail(c, reference);
  });

  r.get(at(API.complaints.file(':reference', 0).replace('/0/', '/:id/')), async (c) => {
    const { reference = '', id = '' } = c.req.param() as Record<string, string | undefined>;
    if (!REFERENCE_PATTERN.test(reference) || !FILE_ID.test(id)) return fail(c, 404, AUTH.notFound);
    return sendComplaintFile(c, reference, Number(id), c.var.user.id);
  });

  return r;
}
