import { validateCustomer, type CustomerDetails, type RequiredCustomerFields } from '#contract/customer/fields';
import {
  IMPORT_COLUMNS,
  IMPORT_LABELS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportColumn,
  type ImportRefusal,
} from '#contract/client-import/types';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/** A client to import: the customer details, with the email every account needs. */
export type ImportedClient = CustomerDetails & { name: string; email: string };

/** Whether a header row names the template's columns, in order (case and spaces aside). */
export function hasImportHeaders(cells: readonly string[]): boolean {
  return IMPORT_COLUMNS.every((column, i) => (cells[i] ?? '').trim().toLowerCase() === column);
}

/** 'DD/MM/YYYY' or 'DD-MM-YYYY', as people type dates in India, read as YYYY-MM-DD; anything else as is. */
function isoDate(text: string): string {
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
}

/**
 * One data row checked with the customer rules (docs/customer-onboarding.md, "Customer details") and the brand's
 * required fields (contract/customer/fields.ts): an empty required cell is 'Please enter {label}', an invalid one the
 * field's message ('Please enter valid name', 'Please enter a valid email', 'Please enter a valid mobile number',
 * 'Please enter a valid PAN', …). The email is always required: it names the client's account. Answers the client to
 * import, or every problem of the row.
 */
export function validateImportRow(
  row: number,
  cells: readonly string[],
  required: RequiredCustomerFields,
  now = new Date(),
): { client: ImportedClient; refusals: [] } | { client: null; refusals: ImportRefusal[] } {
  const refusals: ImportRefusal[] = [];
  const values: Partial<Record<ImportColumn, string>> = {};
  for (const [i, column] of IMPORT_COLUMNS.entries()) {
    const text = cells[i] ?? '';
    if (text.length > IMPORT_LIMITS.cellChars)
      refusals.push({ row, field: column, reason: IMPORT_MESSAGES.cellTooLong });
    else values[column] = column === 'dob' ? isoDate(text) : column === 'name' ? text.trim() : text;
  }
  const long = new Set(refusals.map((r) => r.field));
  const { errors, value } = validateCustomer(values, { ...required, email: true }, { now });
  for (const column of IMPORT_COLUMNS) {
    const error = errors[column];
    if (!error || long.has(column)) continue;
    const reason = error === M.required ? M.textEmpty(IMPORT_LABELS[column]) : error;
    refusals.push({ row, field: column, reason });
  }
  if (refusals.length > 0 || !value || !value.name || !value.email) {
    return {
      client: null,
      refusals: refusals.sort(
        (a, b) => IMPORT_COLUMNS.indexOf(a.field as ImportColumn) - IMPORT_COLUMNS.indexOf(b.field as ImportColumn),
      ),
    };
  }
  return { client: { ...value, name: value.name, email: value.email }, refusals: [] };
}
