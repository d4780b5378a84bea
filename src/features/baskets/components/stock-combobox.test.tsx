// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockHit } from '#contract/market/types';
import { mount } from '#src/components/ui/test-root';
import { StockCombobox } from './stock-combobox';

const hit = (symbol: string, name: string, sector = 'IT'): StockHit => ({
  symbol,
  name,
  sector,
  kind: 'stock',
  isin: `INE${symbol}01`,
});
const STOCKS = [
  hit('INFY', 'Infosys'),
  hit('INDUSINDBK', 'IndusInd Bank', 'FIN'),
  hit('INDIGO', 'InterGlobe Aviation'),
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(options: { value?: string; fail?: boolean } = {}) {
  const search = vi.fn((q: string) =>
    options.fail
      ? Promise.reject(new Error('offline'))
      : Promise.resolve(STOCKS.filter((s) => s.symbol.startsWith(q.toUpperCase()))),
  );
  const onChange = vi.fn();
  const view = mount(<StockCombobox label="Stock" value={options.value} onChange={onChange} search={search} />);
  const input = view.container.querySelector<HTMLInputElement>('input')!;
  const listbox = view.container.querySelector<HTMLElement>('[role="listbox"]')!;
  const status = view.container.querySelector<HTMLElement>('[role="status"]')!;
  return { ...view, input, listbox, status, search, onChange };
}

/** Types as a keyboard does: the value, then React's input event. */
function type(input: HTMLInputElement, text: string) {
  act(() => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const press = (input: HTMLInputElement, key: string) =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

/** Lets the 500 ms debounce run out and the search answer. */
async function settle(ms = 500) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('StockCombobox', () => {
  it('searches once the text has been still for 500 ms, with the latest text only', async () => {
    const { input, search, unmount } = setup();
    type(input, 'I');
    await settle(300);
    type(input, 'IN');
    await settle(499);
    expect(search).not.toHaveBeenCalled();
    await settle(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('IN');
    unmount();
  });

  it('has the combobox roles and states, and lists symbol, name and sector', async () => {
    const { input, listbox, status, unmount } = setup();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-describedby')).toContain(status.id);
    type(input, 'ind');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(listbox.hidden).toBe(false);
    const options = listbox.querySelectorAll('[role="option"]');
    expect([...options].map((o) => o.textContent)).toEqual([
      'INDUSINDBKIndusInd BankFIN',
      'INDIGOInterGlobe AviationIT',
    ]);
    expect(status.textContent).toBe('2 stocks found. Use the up and down keys to choose.');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    unmount();
  });

  it('is used with the keyboard alone: Down, Up, End, Home, Enter', async () => {
    const { input, listbox, onChange, unmount } = setup();
    type(input, 'in');
    await settle();
    const options = [...listbox.querySelectorAll('[role="option"]')];
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    press(input, 'End');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    press(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    press(input, 'Home');
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    press(input, 'Enter');
    expect(onChange).toHaveBeenCalledWith(STOCKS[1]);
    expect(input.value).toBe('INDUSINDBK');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    unmount();
  });

  it('does not search again for the symbol it just chose', async () => {
    const { input, search, unmount } = setup();
    type(input, 'infy');
    await settle();
    press(input, 'ArrowDown');
    press(input, 'Enter');
    await settle();
    expect(search).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    unmount();
  });

  it('Escape closes the list, then clears the text and the chosen stock', async () => {
    const { input, onChange, unmount } = setup({ value: 'TCS' });
    expect(input.value).toBe('TCS');
    type(input, 'in');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('in');
    press(input, 'Escape');
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenCalledWith(null);
    unmount();
  });

  it('says when nothing matches and when the search fails, politely', async () => {
    const none = setup();
    type(none.input, 'zz');
    await settle();
    expect(none.status.textContent).toBe('No stocks match "zz".');
    expect(none.input.getAttribute('aria-expanded')).toBe('false');
    none.unmount();
    const failing = setup({ fail: true });
    type(failing.input, 'in');
    await settle();
    expect(failing.status.getAttribute('role')).toBe('status');
    expect(failing.status.textContent).toBe('Stock search failed. Check your connection and type again.');
    failing.unmount();
  });

  it('follows a value its owner clears', async () => {
    const onChange = vi.fn();
    const search = vi.fn(() => Promise.resolve(STOCKS));
    const view = mount(<StockCombobox label="Stock" value="INFY" onChange={onChange} search={search} />);
    const input = view.container.querySelector('input')!;
    expect(input.value).toBe('INFY');
    view.rerender(<StockCombobox label="Stock" value={undefined} onChange={onChange} search={search} />);
    expect(input.value).toBe('');
    await settle();
    expect(search).not.toHaveBeenCalled();
    view.unmount();
  });
});
