// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { AmountRange, readRange } from './amount-range';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function type(input: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('AmountRange', () => {
  it('reads a range, a bad amount and a range the wrong way round', () => {
    expect(readRange('5,000', '')).toEqual({ min: 5000, max: undefined });
    expect(readRange('abc', '')).toEqual({ error: 'Enter whole rupees, up to ₹1,00,00,000, in each box you use.' });
    expect(readRange('9000', '100')).toEqual({
      error: 'The "From" amount must not be more than the "To" amount.',
    });
  });

  it('keeps what was typed, says why a bad range is not used, and sends a good one after 500 ms', () => {
    const onChange = vi.fn();
    const view = mount(<AmountRange min={undefined} max={undefined} onChange={onChange} />);
    const [from, to] = [...view.container.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    const alert = view.container.querySelector('[role="alert"]')!;
    type(from, '50000');
    type(to, '1000');
    act(() => vi.advanceTimersByTime(600));
    expect(onChange).not.toHaveBeenCalled();
    expect(from.value).toBe('50000');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(alert.textContent).toBe('The "From" amount must not be more than the "To" amount.');
    expect(from.getAttribute('aria-describedby')).toContain(alert.id);
    type(to, '90000');
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith(50000, 90000);
    expect(alert.textContent).toBe('');
    view.unmount();
  });

  it('follows bounds its owner clears, and does not send them back', () => {
    const onChange = vi.fn();
    const view = mount(<AmountRange min={5000} max={undefined} onChange={onChange} />);
    const from = view.container.querySelector('input')!;
    expect(from.value).toBe('5000');
    view.rerender(<AmountRange min={undefined} max={undefined} onChange={onChange} />);
    expect(from.value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    view.unmount();
  });
});
