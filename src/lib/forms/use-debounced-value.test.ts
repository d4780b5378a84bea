// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

let root: Root;
let container: HTMLElement;
const seen: string[] = [];

function Probe({ value, ms }: { value: string; ms?: number }) {
  const debounced = useDebouncedValue(value, ms);
  seen.push(debounced);
  return createElement('output', null, debounced);
}

const render = (value: string, ms?: number) => act(() => root.render(createElement(Probe, { value, ms })));
const shown = () => container.textContent;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  seen.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
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
