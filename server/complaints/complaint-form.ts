import type { Context } from 'hono';
import { complaintCreateFields } from '#contract/complaints/types';
import { COMPLAINT_FILE_TYPES, COMPLAINT_LIMITS, COMPLAINT_MESSAGES as M } from '#contract/complaints/rules';
import { fieldErrors } from '../http/validate';
import { sniff } from '../studio/upload-file';
import { pdfProblem } from '../uploads/pdf-active-content';
import type { ComplaintCreate, NewFile } from './complaint-store';

type FormValue = string | File | (string | File)[];

const cleanName = (name: string) => name.replace(/[^\w. ()-]+/g, '_').slice(-200) || 'attachment';

/**
 * Each file's bytes with the type they really are, or the first file's problem (type, size, count, a
 * PDF with active content: server/uploads/pdf-active-content.ts).
 */
export async function readComplaintFiles(values: FormValue[]): Promise<{ files: NewFile[] } | { problem: string }> {
  const picked = values.filter((v): v is File => v instanceof File && v.size > 0);
  if (values.some((v) => typeof v === 'string' && v !== '')) return { problem: M.fileType };
  if (picked.length > COMPLAINT_LIMITS.files) return { problem: M.tooManyFiles };
  const files: NewFile[] = [];
  for (const file of picked) {
    if (file.size > COMPLAINT_LIMITS.fileBytes) return { problem: `${M.fileTooLarge}: ${cleanName(file.name)}` };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniff(bytes);
    if (kind !== 'pdf' && kind !== 'png' && kind !== 'jpeg')
      return { problem: `${M.fileType}: ${cleanName(file.name)}` };
    const active = kind === 'pdf' ? pdfProblem(bytes) : null;
    if (active) return { problem: `${active}: ${cleanName(file.name)}` };
    files.push({ name: cleanName(file.name), bytes, contentType: COMPLAINT_FILE_TYPES[kind] });
  }
  return { files };
}

/**
 * The create form: multipart/form-data with category, text, client_key and up to three `files`.
 * Answers the complaint to store, or the 400's message and each field's problem.
 */
export async function readComplaintForm(
  c: Context,
): Promise<{ complaint: ComplaintCreate } | { message: string; errors: Record<string, string> }> {
  const notAForm = { message: M.notAForm, errors: { body: M.notAForm } };
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return notAForm;
  let form: Record<string, FormValue>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return notAForm;
  }
  const single = (v: FormValue | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = complaintCreateFields.safeParse({
    category: single(form.category),
    text: single(form.text),
    client_key: single(form.client_key),
  });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const raw = [form.files ?? [], form['files[]'] ?? []].flat();
  const files = await readComplaintFiles(raw);
  if ('problem' in files) errors.files = files.problem;
  if (!parsed.success || 'problem' in files) return { message: Object.values(errors).join(' '), errors };
  return { complaint: { ...parsed.data, files: files.files } };
}
