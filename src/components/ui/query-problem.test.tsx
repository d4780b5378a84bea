// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { QueryProblem } from './query-problem';
import { buttonNamed } from './test-api';
import { mount } from './test-root';

const messages = { offline: 'You are offline.', serverError: 'The server failed.', retry: 'Try again' };

let unmount = () => {};
afterEach(() => unmount());
const alert = () => document.querySelector('[role="alert"]')!;

function show(error: unknown, onRetry = () => {}) {
  ({ unmount } = mount(
    <QueryProblem title="Plans could not be loaded" error={error} onRetry={onRetry} messages={messages} />,
  ));
}

describe('QueryProblem', () => {
  it('names what failed, says why in the feature’s words and retries', () => {
    const onRetry = vi.fn();
    show(new ApiError('no network', 0), onRetry);
    expect(alert().querySelector('h2')?.textContent).toBe('Plans could not be loaded');
    expect(alert().querySelector('p')?.textContent).toBe('You are offline.');
    act(() => buttonNamed('Try again', alert())!.click());
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([new ApiError('oops', 500), new ApiError('missing', 404), new Error('a bug')])(
    'says the server’s trouble for %s',
    (error) => {
      show(error);
      expect(alert().querySelector('p')?.textContent).toBe('The server failed.');
    },
  );

  it.each([
    new ApiError('Too many requests. Please try again in 60 minutes.', 429),
    new ApiError('Already applied.', 409),
  ])('says a refusal in the server’s words: %s', (error) => {
    show(error);
    expect(alert().querySelector('p')?.textContent).toBe(error.message);
  });

  it('keeps its own words for a refusal a dialog already told', () => {
    show(new ApiError('told', 429, undefined, true));
    expect(alert().querySelector('p')?.textContent).toBe('The server failed.');
  });
});
