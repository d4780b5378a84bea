import { IMPORT_COLUMNS, IMPORT_LIMITS } from '#contract/client-import/types';
import type { RequiredCustomerFields } from '#contract/customer/fields';
import { INDIAN_STATES } from '#contract/locale/indian-states';
import type { BrandConfig } from '../../brands/schema';
import { builtOncePerBrand, templateWorkbook } from '../spreadsheets/template-workbook';

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

/** The client import template (docs/client-import.md): a Clients sheet with its header row, and Notes; built once per brand. */
export const importTemplate = builtOncePerBrand(
  (brand: Pick<BrandConfig, 'id' | 'displayName' | 'requiredCustomerFields'>) =>
    templateWorkbook({
      creator: brand.displayName,
      sheet: 'Clients',
      columns: IMPORT_COLUMNS,
      widths: WIDTHS,
      // Text columns, so Excel keeps a mobile's digits and a PAN as typed.
      formats: { mobile: '@', pan: '@', state: '@' },
      notes: notes(brand.requiredCustomerFields),
      notesWidths: [12, 10, 90],
    }),
);
