/**
 * Complaints (docs/complaints.md): the categories, statuses, limits and messages the server and the
 * app share. Zod-free, so the app may import it.
 */

/** Grouped as SEBI's SCORES groups complaints against investment advisers, 'Accessibility' included. */
export const COMPLAINT_CATEGORIES = [
  { id: 'fees-refunds', label: 'Fees and refunds' },
  { id: 'service', label: 'Service' },
  { id: 'advice', label: 'Advice or recommendation' },
  { id: 'agreement-kyc', label: 'Agreement or KYC' },
  { id: 'payments', label: 'Payments' },
  { id: 'accessibility', label: 'Accessibility' },
  { id: 'other', label: 'Other' },
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number]['id'];
export const COMPLAINT_CATEGORY_IDS = COMPLAINT_CATEGORIES.map((c) => c.id) as [
  ComplaintCategory,
  ...ComplaintCategory[],
];
export const categoryLabel = (id: string) => COMPLAINT_CATEGORIES.find((c) => c.id === id)?.label ?? id;

/** received → in-progress (or info-requested, asking the investor) → resolved | closed. */
export const COMPLAINT_STATUSES = ['received', 'in-progress', 'info-requested', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const OPEN_STATUSES: readonly ComplaintStatus[] = ['received', 'in-progress', 'info-requested'];
export const isOpen = (status: ComplaintStatus) => OPEN_STATUSES.includes(status);

export const STATUS_LABELS: Record<ComplaintStatus, string> = {
  received: 'Received',
  'in-progress': 'In progress',
  'info-requested': 'Information requested',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The statuses an admin's answer may leave a complaint in, from where it is (its own: an answer only). */
export function nextStatuses(from: ComplaintStatus): ComplaintStatus[] {
  if (from === 'closed') return [];
  if (from === 'resolved') return ['resolved', 'closed'];
  return [...new Set<ComplaintStatus>([from, 'in-progress', 'info-requested', 'resolved', 'closed'])];
}

/** Statuses whose answer must carry a text: the question asked, or the resolution. */
export const TEXT_REQUIRED: readonly ComplaintStatus[] = ['info-requested', 'resolved', 'closed'];

export const COMPLAINT_LIMITS = {
  textMax: 4000,
  answerMax: 4000,
  files: 3,
  fileBytes: 2 * 1024 * 1024,
  /** SEBI: a complaint is resolved within 21 calendar days of its receipt (docs/complaints.md). */
  resolutionDays: 21,
  pageSize: 20,
} as const;

/** The file types a complaint may carry, as found from their bytes. */
export const COMPLAINT_FILE_TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;
export const COMPLAINT_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

export const COMPLAINT_MESSAGES = {
  category: 'Please select a category',
  textEmpty: 'Please enter your complaint',
  textInvalid: 'Please enter your complaint without leading or trailing spaces',
  textTooLong: `Please keep your complaint to ${COMPLAINT_LIMITS.textMax} characters`,
  answerEmpty: 'Please enter the answer',
  answerInvalid: 'Please enter the answer without leading or trailing spaces',
  answerTooLong: `Please keep the answer to ${COMPLAINT_LIMITS.answerMax} characters`,
  resolutionRequired: 'Please enter the resolution for the investor',
  questionRequired: 'Please enter what you need from the investor',
  answerOrStatus: 'Write an answer or choose another status',
  status: 'Please choose a status',
  statusNotAllowed: 'This complaint cannot move to that status',
  replyClosed: 'This complaint is no longer open: it cannot take a reply',
  fileType: 'Attach PDF, PNG or JPEG files only',
  fileTooLarge: 'Each file must be 2 MB or smaller',
  tooManyFiles: `Attach at most ${COMPLAINT_LIMITS.files} files`,
  tooLarge: `A complaint's files may add up to at most ${COMPLAINT_LIMITS.files} × 2 MB`,
  notAForm: 'Send the complaint as multipart/form-data',
  clientKey: 'A client key is 8 to 64 letters, digits, - or _.',
} as const;

/** Refuses leading or trailing spaces; line breaks and spacing inside the text are the writer's own. */
export function complaintTextProblem(text: string, kind: 'complaint' | 'answer'): string | null {
  const M = COMPLAINT_MESSAGES;
  const max = kind === 'complaint' ? COMPLAINT_LIMITS.textMax : COMPLAINT_LIMITS.answerMax;
  if (text.trim() === '') return kind === 'complaint' ? M.textEmpty : M.answerEmpty;
  if (/^\s|\s$/.test(text)) return kind === 'complaint' ? M.textInvalid : M.answerInvalid;
  if (text.length > max) return kind === 'complaint' ? M.textTooLong : M.answerTooLong;
  return null;
}

/** What is wrong with a file the investor picked, before it is sent (the server checks its bytes). */
export function complaintFileProblem(file: { name: string; size: number; type: string }): string | null {
  const typeOk =
    (Object.values(COMPLAINT_FILE_TYPES) as string[]).includes(file.type) || /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!typeOk) return COMPLAINT_MESSAGES.fileType;
  if (file.size > COMPLAINT_LIMITS.fileBytes) return COMPLAINT_MESSAGES.fileTooLarge;
  return null;
}
