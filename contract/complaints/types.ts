import { z } from 'zod';
import type { ComplaintClock } from './clock';
import {
  COMPLAINT_CATEGORY_IDS,
  COMPLAINT_MESSAGES as M,
  COMPLAINT_STATUSES,
  complaintTextProblem,
  type ComplaintCategory,
  type ComplaintStatus,
} from './rules';

/** Requests and answers of the complaints calls (contract/http/api-paths.ts API.complaints; docs/complaints.md). */

/** SF-2026-00042-K7QM: brand prefix, year, sequence, and four letters no one can guess. */
export const REFERENCE_PATTERN = /^[A-Z]{2}-\d{4}-\d{5,9}-[A-Z2-9]{4}$/;

const clientKey = z
  .string({ error: M.clientKey })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, M.clientKey);
const text = (kind: 'complaint' | 'answer') =>
  z.string({ error: kind === 'complaint' ? M.textEmpty : M.answerEmpty }).superRefine((v, ctx) => {
    const problem = complaintTextProblem(v, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const referenceField = z.string().trim().regex(REFERENCE_PATTERN, 'Name the complaint by its reference.');

/** The text fields of the multipart create form (its files are checked from their bytes). */
export const complaintCreateFields = z.object({
  category: z.enum(COMPLAINT_CATEGORY_IDS, { error: M.category }),
  text: text('complaint'),
  client_key: clientKey,
});

export const complaintListQuery = z.object({ page });
export const adminComplaintListQuery = z.object({
  page,
  status: z.union([z.enum(COMPLAINT_STATUSES), z.literal('open'), z.literal('')]).optional(),
});

/** An admin's answer, and the status it moves to (the same status: an answer only). */
export const adminAnswerRequest = z.object({
  reference: referenceField,
  status: z.enum(COMPLAINT_STATUSES, { error: M.status }),
  text: z.string().max(20_000).default(''),
});
export type AdminAnswerRequest = z.input<typeof adminAnswerRequest>;

export const complaintReplyRequest = z.object({ reference: referenceField, text: text('complaint') });
export type ComplaintReplyRequest = z.infer<typeof complaintReplyRequest>;

export interface ComplaintFile {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
}

export type ComplaintEventKind = 'filed' | 'answer' | 'reply' | 'status';
export interface ComplaintEvent {
  id: number;
  kind: ComplaintEventKind;
  at: string;
  /** 'investor' or 'team': whose words they are (an admin's name is not shown to the investor). */
  by: 'investor' | 'team';
  text: string | null;
  from_status: ComplaintStatus | null;
  to_status: ComplaintStatus | null;
}

export interface ComplaintSummary {
  reference: string;
  category: ComplaintCategory;
  status: ComplaintStatus;
  created_at: string;
  updated_at: string;
  clock: ComplaintClock;
  /** The first line of the text, for lists. */
  excerpt: string;
}

export interface ComplaintDetail extends ComplaintSummary {
  text: string;
  files: ComplaintFile[];
  history: ComplaintEvent[];
}

/** Admins also see who filed it. */
export interface AdminComplaintDetail extends ComplaintDetail {
  investor: { name: string; email: string };
  brand_id: string;
}
export interface AdminComplaintSummary extends ComplaintSummary {
  investor: { name: string; email: string };
}

export interface ComplaintBody {
  complaint: ComplaintDetail;
}
export interface AdminComplaintBody {
  complaint: AdminComplaintDetail;
}
export interface ComplaintsBody {
  complaints: ComplaintSummary[];
  isNextPage: boolean;
  thisPageNumber: number;
}
export interface AdminComplaintsBody {
  complaints: AdminComplaintSummary[];
  isNextPage: boolean;
  thisPageNumber: number;
}
