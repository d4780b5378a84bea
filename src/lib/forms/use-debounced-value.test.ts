// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { useDebouncedValue } from './use-debounced-value';

let view: ReturnType<typeof mount>;
const seen: string[] = [];

function Probe({ value, ms }: { value: string; ms?: number }) {
  const debounced = useDebouncedValue(value, ms);
  seen.push(debounced);
  return createElement('output', null, debounced);
}

const render = (value: string, ms?: number) => view.rerender(createElement(Probe, { value, ms }));
const shown = () => view.container.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  seen.length = 0;
  view = mount(null);
});
afterEach(() => {
  view.unmount();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('starts with the first value', () => {
    render('a');
    expect(shown()).toBe('a');
  });

  it('follows a change after 500 ms by default', () => {
    render('a');
    render('ab');
    act(() => vi.advanceTimersByTime(499));
    expect(shown()).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('ab');
  });

  it('skips the values typed in between', () => {
    render('a');
    for (const value of ['ab', 'abc', 'abcd']) {
      render(value);
      act(() => vi.advanceTimersByTime(300));
    }
    expect(shown()).toBe('a');
    act(() => vi.advanceTimersByTime(200));
    expect(shown()).toBe('abcd');
    expect(new Set(seen)).toEqual(new Set(['a', 'abcd']));
  });

  it('takes a custom wait', () => {
    render('x', 100);
    render('xy', 100);
    act(() => vi.advanceTimersByTime(99));
    expect(shown()).toBe('x');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('xy');
  });
});
