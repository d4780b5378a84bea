// @vitest-environment jsdom
import { act } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { PLAIN_PROBLEM_MESSAGES } from './query-problem';
import { QueryView } from './query-view';
import { buttonNamed } from './test-api';
import { mount } from './test-root';

let unmount = () => {};
afterEach(() => unmount());
const text = () => document.body.textContent;
const alert = () => document.querySelector('[role="alert"]');

/** A query in one state: only the fields QueryView reads. */
const state = (s: { isPending?: boolean; isError?: boolean; error?: unknown; data?: string }, refetch = vi.fn()) =>
  ({ isPending: false, isError: false, error: null, refetch, ...s }) as unknown as UseQueryResult<string, unknown>;

function show(query: UseQueryResult<string, unknown>, errorFirst = false) {
  ({ unmount } = mount(
    <QueryView
      query={query}
      loading="Loading the list…"
      problem={{ title: 'The list could not be loaded', messages: PLAIN_PROBLEM_MESSAGES, serverWords: false }}
      errorFirst={errorFirst}
    >
      {(data) => <p>Answer: {data}</p>}
    </QueryView>,
  ));
}

describe('QueryView', () => {
  it('says what is loading while the first answer is on its way', () => {
    show(state({ isPending: true }));
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Loading the list…');
    expect(text()).not.toContain('Answer');
  });

  it('shows the failure with nothing to show, and tries again', () => {
    const refetch = vi.fn();
    show(state({ isError: true, error: new ApiError('no network', 0) }, refetch));
    expect(alert()?.querySelector('h2')?.textContent).toBe('The list could not be loaded');
    expect(alert()?.querySelector('p')?.textContent).toBe(PLAIN_PROBLEM_MESSAGES.offline);
    act(() => buttonNamed('Try again')!.click());
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('hands the answer to its view', () => {
    show(state({ data: 'three rows' }));
    expect(text()).toBe('Answer: three rows');
  });

  it.each([
    [false, 'keeps the last answer when a refresh fails', 'Answer: old'],
    [true, 'puts a failed refresh first when asked', 'The list could not be loaded'],
  ])('errorFirst %s: %s', (errorFirst, _, shown) => {
    show(state({ isError: true, error: new ApiError('oops', 500), data: 'old' }), errorFirst);
    expect(text()).toContain(shown);
  });

  it('says a refusal in the screen’s own words when serverWords is false', () => {
    show(state({ isError: true, error: new ApiError('Too many requests.', 429) }));
    expect(alert()?.querySelector('p')?.textContent).toBe(PLAIN_PROBLEM_MESSAGES.serverError);
  });
});
