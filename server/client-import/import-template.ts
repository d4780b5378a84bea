import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_LIMITS } from '#contract/client-import';
import type { RequiredCustomerFields } from '#contract/customer-fields';
import { INDIAN_STATES } from '#contract/indian-states';

const WIDTHS: Record<(typeof IMPORT_COLUMNS)[number], number> = {
  name: 28,
  email: 32,
  mobile: 14,
  dob: 14,
  pan: 14,
  state: 10,
};

/** What each column takes, with the brand's required fields. */
function notes(required: RequiredCustomerFields): string[][] {
  const need = (yes: boolean) => (yes ? 'Required' : 'Optional');
  return [
    ['Column', 'Required', 'What to enter'],
    ['name', need(required.name), 'The client’s full name, single spaces, at most 100 characters.'],
    ['email', 'Required', 'The client’s email: their account is found and created by it.'],
    ['mobile', need(required.phone), 'Ten digits, no +91 or spaces.'],
    ['dob', need(required.dob), 'Date of birth as YYYY-MM-DD or DD/MM/YYYY (or an Excel date); at least 18 years old.'],
    ['pan', need(required.pan), 'Ten characters: five letters, four digits, one letter (ABCDE1234F).'],
    ['state', 'Required', 'The two-letter state code, e.g. MH, KA, DL (see the list below).'],
    [],
    ['Rules'],
    ['', '', 'Keep the first row as it is. One client per row; the first sheet is read, this one is not.'],
    ['', '', `At most ${IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} clients and 5 MB per file.`],
    ['', '', 'A client already yours (same PAN, email or mobile) is reported as already imported, never twice.'],
    [],
    ['State code', '', 'State or union territory'],
    ...INDIAN_STATES.map((s) => [s.code, '', s.name]),
  ];
}

/** The client import template (docs/client-import.md): a Clients sheet with its header row, and Notes. */
export async function importTemplate(required: RequiredCustomerFields): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Starfolio';
  const sheet = workbook.addWorksheet('Clients', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((key) => ({ header: key, key, width: WIDTHS[key] }));
  sheet.getRow(1).font = { bold: true };
  // Text columns, so Excel keeps a mobile's digits and a PAN as typed.
  for (const key of ['mobile', 'pan', 'state'] as const) sheet.getColumn(key).numFmt = '@';
  const help = workbook.addWorksheet('Notes');
  help.addRows(notes(required));
  help.getRow(1).font = { bold: true };
  help.columns = [{ width: 12 }, { width: 10 }, { width: 90 }];
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
