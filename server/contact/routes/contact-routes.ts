import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { contactRequest, leadRequest, leadsQuery, type ContactSentBody, type LeadsBody } from '#contract/contact/types';
import { CONTACT_TEXTS } from '#contract/contact/rules';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { takeContact } from '../contact-throttle';
import { toCsv } from '../csv';
import { insertLead, LEADS_EXPORT_MAX, listLeads, type NewLead } from '../leads-store';
import { minutesOf } from '../../security/throttle';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const badBody = jsonBodyNeeded('{"name": "Asha Rao", "mobile": "9876543210"}');

type Sent = NewLead & { website: string };

/** Throttles, then keeps the lead unless the trap field was filled (a bot is told it was sent). */
async function send(c: Context<AppEnv>, input: Sent) {
  const gate = await takeContact(c);
  if (!gate.ok) {
    c.header('Retry-After', String(gate.retryAfterSeconds));
    return fail(c, 429, CONTACT_TEXTS.tooMany(minutesOf(gate.retryAfterSeconds)));
  }
  const { website, ...lead } = input;
  if (website === '') await insertLead(c.var.db, c.var.brand.id, lead);
  cacheScope(c, 'private');
  return ok<ContactSentBody>(c, { kind: lead.kind });
}

const CSV_HEADER = ['Received (UTC)', 'Kind', 'Name', 'Email', 'Mobile', 'Preferred time', 'Topic', 'Message'];

/**
 * The 'Talk to us' calls (docs/contact.md): 'leads create' and 'contact' for anyone, signed in or
 * not, throttled per client address; the admins' list and its CSV export.
 */
export function contactRoutes() {
  const r = new Hono<AppEnv>();
  r.post(at(API.leads.create), validate('json', leadRequest, { badBody }), (c) =>
    send(c, { ...c.req.valid('json'), kind: 'lead' }),
  );
  r.post(at(API.leads.contact), validate('json', contactRequest, { badBody }), (c) =>
    send(c, { ...c.req.valid('json'), kind: 'message', preferred_time: '', topic: '' }),
  );
  r.get(at(API.leads.adminList), requireUser, requireRole('admin'), validate('query', leadsQuery), async (c) => {
    const { page, q, format } = c.req.valid('query');
    cacheScope(c, 'private');
    if (format === 'json') return ok<LeadsBody>(c, await listLeads(c.var.db, c.var.brand.id, q, page));
    const { leads } = await listLeads(c.var.db, c.var.brand.id, q, 1, LEADS_EXPORT_MAX);
    const rows = leads.map((l) => [
      l.created_at,
      l.kind,
      l.name,
      l.email,
      l.mobile,
      l.preferred_time,
      l.topic,
      l.message,
    ]);
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="leads-${c.var.brand.id}-${day}.csv"`);
    return c.body(`\uFEFF${toCsv(CSV_HEADER, rows)}`);
  });
  return r;
}
