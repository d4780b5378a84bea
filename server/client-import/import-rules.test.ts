import { describe, expect, it } from 'vitest';
import { hasImportHeaders, validateImportRow } from './rules/client-import-rules';
import { IMPORT_MESSAGES } from '#contract/client-import/types';
import { SAMPLE_FAULTS, sampleClient } from './import-sample-files';

const all = { name: true, email: true, phone: true, dob: true, pan: true };
const now = new Date('2026-11-20T06:00:00Z');

describe('a client row of the import', () => {
  it('keeps a good row, trimmed and upper-cased as customers are kept', () => {
    const r = validateImportRow(
      2,
      [' Asha Rao ', 'ASHA@Example.com', '9876543210', '12/04/1985', 'abcde1234f', 'mh'],
      all,
      now,
    );
    expect(r.refusals).toEqual([]);
    expect(r.client).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      dob: '1985-04-12',
      pan: 'ABCDE1234F',
      state: 'MH',
    });
  });

  it.each(SAMPLE_FAULTS.map((f) => [f.field, f.reason, f] as const))('%s: %s', (field, reason, fault) => {
    const r = validateImportRow(7, fault.spoil(sampleClient(1)), all, now);
    expect(r.client).toBeNull();
    expect(r.refusals).toEqual([{ row: 7, field, reason }]);
  });

  it('says an under-18 client is refused, and names every bad cell of a row in column order', () => {
    expect(
      validateImportRow(3, ['A B', 'a@b.co', '9876543210', '2015-01-01', 'ABCDE1234F', 'MH'], all, now).refusals,
    ).toEqual([{ row: 3, field: 'dob', reason: 'You must be at least 18 years old' }]);
    const r = validateImportRow(4, ['', 'x', '1', '', 'bad', ''], all, now);
    expect(r.refusals.map((x) => `${x.field}: ${x.reason}`)).toEqual([
      'name: Please enter name',
      'email: Please enter a valid email',
      'mobile: Please enter a valid mobile number',
      'dob: Please enter date of birth',
      'pan: Please enter a valid PAN',
      'state: Please enter state',
    ]);
  });

  it('asks for the email on every brand, the rest only where the brand requires them', () => {
    const none = { name: true, email: false, phone: false, dob: false, pan: false };
    expect(validateImportRow(2, ['Asha Rao', '', '', '', '', 'KA'], none, now).refusals).toEqual([
      { row: 2, field: 'email', reason: 'Please enter email' },
    ]);
    expect(validateImportRow(2, ['Asha Rao', 'a@b.co', '', '', '', 'KA'], none, now).client).toMatchObject({
      mobile: null,
      pan: null,
    });
  });

  it('refuses a cell longer than the limit without reading it', () => {
    const r = validateImportRow(
      9,
      ['x'.repeat(5000), 'a@b.co', '9876543210', '1985-04-12', 'ABCDE1234F', 'MH'],
      all,
      now,
    );
    expect(r.refusals).toEqual([{ row: 9, field: 'name', reason: IMPORT_MESSAGES.cellTooLong }]);
  });

  it('knows the template header, case and spaces aside', () => {
    expect(hasImportHeaders(['Name', ' email', 'MOBILE', 'dob', 'pan', 'state', 'extra'])).toBe(true);
    expect(hasImportHeaders(['name', 'mobile', 'email', 'dob', 'pan', 'state'])).toBe(false);
    expect(hasImportHeaders([])).toBe(false);
  });
});
