import { BAD_SPACING, isEmail, MOBILE_PATTERN, NAME_MAX_LENGTH } from '#contract/forms/patterns';
import type { FieldErrors } from '#contract/http/envelope';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/**
 * The 'Talk to us' form's rules and words (docs/contact.md), zod-free so the app and the server
 * check the same thing with the same messages (docs/contact.md, "/contact/ — Talk to us").
 */
export const CONTACT_LIMITS = {
  messageMax: 2000,
  topicMax: 60,
  /** Leads and messages per client address per hour (server/contact/contact-throttle.ts). */
  perAddressPerHour: 5,
  faqQuestionMax: 300,
  faqAnswerMax: 4000,
  faqCategoryMax: 60,
  detailsTextMax: 300,
} as const;

/** A landline or mobile as people write it: +91 80 4000 0100 (ours; decision 0189). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]{6,18}[0-9]$/;

/** The labels the form's messages name ('Please enter name'; docs/contact.md, "/contact/ — Talk to us"). */
export const CONTACT_LABELS = { name: 'name', message: 'message', topic: 'topic' } as const;

/** When a caller would like the call back. */
export const PREFERRED_TIMES = [
  { value: 'morning', label: 'Morning (9 am to 12 noon)' },
  { value: 'afternoon', label: 'Afternoon (12 noon to 4 pm)' },
  { value: 'evening', label: 'Evening (4 pm to 7 pm)' },
] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number]['value'];
export const isPreferredTime = (v: string): v is PreferredTime => PREFERRED_TIMES.some((t) => t.value === v);

export const CONTACT_TEXTS = {
  leadSent: 'Thank you. We will call you back at the time you chose.',
  messageSent: 'Thank you. Your message has reached us; we answer by email within two working days.',
  tooMany: (minutes: number) => `Too many messages from your network. Please try again in ${minutes} minutes.`,
  offline: 'You are offline. What you typed is kept on this device: send it again when you are back online.',
  failed: 'Your message could not be sent. What you typed is kept: please try again.',
} as const;

/** What either form sends; `website` is a field people never see (a trap for bots). */
export interface ContactDraft {
  name: string;
  email: string;
  mobile: string;
  preferred_time: string;
  topic: string;
  message: string;
}

const textRule = (value: string, label: string, max: number) => {
  if (value.trim() === '') return M.textEmpty(label);
  if (BAD_SPACING.test(value) || value.length > max) return M.textInvalid(label);
  return undefined;
};

/** A message may hold line breaks; only emptiness, edge spaces and length count. */
const messageRule = (value: string, required: boolean) => {
  if (value.trim() === '') return required ? M.textEmpty(CONTACT_LABELS.message) : undefined;
  if (value !== value.trim() || value.length > CONTACT_LIMITS.messageMax) return M.textInvalid(CONTACT_LABELS.message);
  return undefined;
};

const emailRule = (value: string, required: boolean) => {
  if (value === '') return required ? M.required : undefined;
  return isEmail(value) ? undefined : M.email;
};

function collect(checks: Record<string, string | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = message;
  return errors;
}

/** 'leads create': a call back. Name, mobile and a time are needed; email and message may be left out. */
export const leadErrors = (d: ContactDraft): FieldErrors =>
  collect({
    name: textRule(d.name, CONTACT_LABELS.name, NAME_MAX_LENGTH),
    email: emailRule(d.email, false),
    mobile: MOBILE_PATTERN.test(d.mobile) ? undefined : M.mobile,
    preferred_time: isPreferredTime(d.preferred_time) ? undefined : M.required,
    topic: d.topic === '' ? undefined : textRule(d.topic, CONTACT_LABELS.topic, CONTACT_LIMITS.topicMax),
    message: messageRule(d.message, false),
  });

/** 'contact': a message answered by email. Name, email and message are needed; mobile may be left out. */
export const contactErrors = (d: ContactDraft): FieldErrors =>
  collect({
    name: textRule(d.name, CONTACT_LABELS.name, NAME_MAX_LENGTH),
    email: emailRule(d.email, true),
    mobile: d.mobile === '' || MOBILE_PATTERN.test(d.mobile) ? undefined : M.mobile,
    message: messageRule(d.message, true),
  });
