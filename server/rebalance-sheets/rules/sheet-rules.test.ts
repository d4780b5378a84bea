import { describe, expect, it } from 'vitest';
import { SHEET_MESSAGES as M } from '#contract/rebalance-sheets/types';
import { checkTarget, clientKey, hasSheetHeaders, readSheetRow, parseSheetWeight } from './sheet-rules';

describe('parseSheetWeight', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    [' 7 ', 700],
    ['33.33%', 3333],
    ['100', 10_000],
    ['0.01', 1],
    // Excel's binary noise on 12.3 is still 12.30.
    ['12.300000000000001', 1230],
  ])('%s is %i hundredths', (text, hundredths) => expect(parseSheetWeight(text)).toBe(hundredths));

  it.each(['0', '0.00', '100.01', '12.345', '-5', 'ten', '', '1e2', '12,5', '.5'])('refuses %j', (text) =>
    expect(parseSheetWeight(text)).toBeNull(),
  );
});

describe('clientKey', () => {
  it('reads an email (lower-cased) or a PAN (upper-cased), nothing else', () => {
    expect(clientKey(' Asha.Rao@Example.com ')).toEqual({ kind: 'email', value: 'asha.rao@example.com' });
    expect(clientKey('abcde1234f')).toEqual({ kind: 'pan', value: 'ABCDE1234F' });
    expect(clientKey('ABCDE12345')).toBeNull();
    expect(clientKey('asha@')).toBeNull();
    expect(clientKey('Asha Rao')).toBeNull();
  });
});

describe('readSheetRow', () => {
  it('names every empty cell, a client that is neither email nor PAN, a bad weight and a long cell', () => {
    expect(readSheetRow(2, ['', '', '', '']).refusals).toEqual([
      { row: 2, field: 'client', reason: 'Please enter the client’s email or PAN' },
      { row: 2, field: 'basket', reason: 'Please enter the basket' },
      { row: 2, field: 'symbol', reason: 'Please enter the NSE symbol' },
      { row: 2, field: 'weight', reason: 'Please enter the weight' },
    ]);
    expect(readSheetRow(3, ['someone', 'Core', 'INFY', '101']).refusals).toEqual([
      { row: 3, field: 'client', reason: M.badClient },
      { row: 3, field: 'weight', reason: M.badWeight },
    ]);
    expect(readSheetRow(4, ['a@b.co', 'x'.repeat(201), 'infy', '10']).refusals).toEqual([
      { row: 4, field: 'basket', reason: M.cellTooLong },
    ]);
    const good = readSheetRow(5, ['a@b.co', ' Core ', ' infy ', '10.5']);
    expect(good).toMatchObject({ basket: 'Core', symbol: 'INFY', hundredths: 1050, refusals: [] });
  });

  it('knows the header row in any case', () => {
    expect(hasSheetHeaders([' Client', 'BASKET', 'symbol', 'weight '])).toBe(true);
    expect(hasSheetHeaders(['client', 'basket', 'weight', 'symbol'])).toBe(false);
  });
});

const rows = (...ws: [string, number][]) =>
  ws.map(([symbol, hundredths], i) => ({ row: i + 2, symbol, hundredths, refused: false }));

describe('checkTarget', () => {
  it('takes weights that total exactly 100.00', () => {
    expect(checkTarget(rows(['INFY', 5000], ['TCS', 5000]))).toEqual([]);
    expect(checkTarget(rows(['INFY', 3334], ['TCS', 3333], ['ITC', 3333]))).toEqual([]);
  });

  it.each([
    [9999, '99.99'],
    [10_001, '100.01'],
  ])('refuses every row of a target totalling %i hundredths, naming them', (last, total) => {
    const refusals = checkTarget(rows(['INFY', 5000], ['TCS', last - 5000]));
    const reason = `The weights of this client and basket (rows 2 and 3) add up to ${total}%, not 100.00%`;
    expect(refusals).toEqual([
      { row: 2, field: 'weight', reason },
      { row: 3, field: 'weight', reason },
    ]);
    expect(reason).toBe(M.badTotal(total, [2, 3]));
  });

  it('refuses a stock twice, and then the whole target', () => {
    expect(checkTarget(rows(['INFY', 5000], ['TCS', 2500], ['INFY', 2500]))).toEqual([
      { row: 4, field: 'symbol', reason: 'This stock is already in row 2 for this client and basket' },
      { row: 2, field: 'row', reason: M.targetRefused([4]) },
      { row: 3, field: 'row', reason: M.targetRefused([4]) },
    ]);
  });

  it('refuses the good rows of a target with a refused row, saying which', () => {
    const target = rows(['INFY', 5000], ['NOPE', 2500], ['TCS', 2500]);
    target[1]!.refused = true;
    expect(checkTarget(target)).toEqual([
      {
        row: 2,
        field: 'row',
        reason: 'Not applied: row 3 of the same client and basket was refused, and a target is applied whole',
      },
      { row: 4, field: 'row', reason: M.targetRefused([3]) },
    ]);
    expect(M.targetRefused([3, 5])).toBe(
      'Not applied: rows 3 and 5 of the same client and basket were refused, and a target is applied whole',
    );
  });
});
