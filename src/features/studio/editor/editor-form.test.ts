import { describe, expect, it } from 'vitest';
import { emptyForm, validateForm, type EditorForm } from './editor-form';

const valid = (patch: Partial<EditorForm> = {}): EditorForm => ({
  ...emptyForm('quarterly'),
  name: 'Steady Growers',
  description: 'Large caps that compound.',
  benchmark_id: 'NIFTY 50',
  fee_amount: '999',
  stocks: [
    { symbol: 'INFY', name: 'Infosys', weight: '60', rationale: '' },
    { symbol: 'TCS', name: 'TCS', weight: '40', rationale: '' },
  ],
  ...patch,
});

describe('basket form rules', () => {
  it('accepts a complete form', () => {
    expect(validateForm(valid())).toEqual({});
  });

  it('refuses HTML tags with the spec messages, letter for letter', () => {
    const errors = validateForm(valid({ name: 'Good <b>basket</b>', description: 'See <a href="x">here</a>' }));
    expect(errors.name).toBe('HTML tags are not allowed in basket name');
    expect(errors.description).toBe('HTML tags are not allowed in basket description');
    expect(validateForm(valid({ name: 'P/E < 20 picks' })).name).toBeUndefined();
  });

  it('asks for weights that add up to 100, naming the total', () => {
    const stocks = valid().stocks.map((s) => ({ ...s, weight: '45' }));
    expect(validateForm(valid({ stocks })).constituents).toBe('Weights must add up to 100% (now 90.00%)');
    expect(validateForm(valid({ stocks: [] })).constituents).toBe('Add at least one stock');
  });
});
