import { z } from 'zod';
import { idField } from '#contract/forms/fields';
import type { FieldErrors } from '#contract/http/envelope';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';
import { CONTACT_LIMITS as L, PHONE_PATTERN, contactErrors, leadErrors, type ContactDraft } from './rules';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '#contract/forms/patterns';

/** Requests and answers of leads, contact, website details and FAQs (docs/contact.md, docs/api.md). */

const field = (max: number) => z.string({ error: M.required }).max(max * 2, { error: M.required });
const optionalField = (max: number) => field(max).optional().default('');

const draftShape = {
  name: field(200),
  email: optionalField(EMAIL_MAX_LENGTH),
  mobile: optionalField(20),
  preferred_time: optionalField(20),
  topic: optionalField(L.topicMax),
  message: optionalField(L.messageMax),
  /** Never shown to people: a bot that fills it is answered as if sent, and nothing is kept. */
  website: z.string().max(500).optional().default(''),
};

const withRules = (rules: (d: ContactDraft) => FieldErrors) =>
  z.object(draftShape).superRefine((d, ctx) => {
    if (d.website !== '') return;
    for (const [path, message] of Object.entries(rules(d))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });

export const leadRequest = withRules(leadErrors);
export const contactRequest = withRules(contactErrors);

export interface ContactSentBody {
  /** 'lead' (call back) or 'message'; the honeypot answers the same, with nothing kept. */
  kind: 'lead' | 'message';
}

/** A lead or message as kept: what the form sent, numbered and dated. */
export interface LeadRow extends ContactDraft {
  id: number;
  kind: ContactSentBody['kind'];
  created_at: string;
}

export interface LeadsBody {
  leads: LeadRow[];
  page: number;
  pages: number;
  total: number;
}

export const leadsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  q: z.string().max(100).optional().default(''),
  format: z.enum(['json', 'csv']).optional().default('json'),
});

const PHONE_INVALID = 'Please enter a valid phone number';

const text = (max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(max, { error: `At most ${max} characters.` });

export const sebiRegistration = z.object({ type: text(80), number: text(40) });

export const websiteDetailsRequest = z.object({
  company: text(L.detailsTextMax),
  address: text(L.detailsTextMax),
  email: z.string({ error: M.email }).regex(EMAIL_PATTERN, { error: M.email }).max(EMAIL_MAX_LENGTH),
  phone: z.string({ error: PHONE_INVALID }).regex(PHONE_PATTERN, { error: PHONE_INVALID }),
  sebi_registrations: z.array(sebiRegistration, { error: M.required }).min(1, { error: M.required }).max(6),
  grievance_name: text(100),
  grievance_email: z.string({ error: M.email }).regex(EMAIL_PATTERN, { error: M.email }).max(EMAIL_MAX_LENGTH),
  grievance_phone: z.string({ error: PHONE_INVALID }).regex(PHONE_PATTERN, { error: PHONE_INVALID }),
});
export type WebsiteDetails = z.output<typeof websiteDetailsRequest>;
export interface WebsiteDetailsBody {
  details: WebsiteDetails;
  updated_at: string;
}

export const faqUpdateRequest = z.object({
  id: idField().optional(),
  category: text(L.faqCategoryMax),
  question: text(L.faqQuestionMax),
  answer: text(L.faqAnswerMax),
  position: z.number().int().min(0).max(10_000),
});
export type FaqUpdateRequest = z.input<typeof faqUpdateRequest>;
export const faqDeleteRequest = z.object({ id: idField() });

export interface Faq {
  id: number;
  category: string;
  question: string;
  answer: string;
  position: number;
}
export interface FaqsBody {
  faqs: Faq[];
}
