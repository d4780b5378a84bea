// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { loadSanitizer, sanitizerNow } from '../../lib/html/sanitizer';
import { SafeHtml } from './safe-html';

/*
 * Hydrating server-rendered HTML needs no sanitizer (decision 0273): the element keeps the markup the
 * server sanitized. This file's module graph has never loaded the sanitizer (safe-html.test.tsx loads it).
 */

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's markup: what SafeHtml wrote for this HTML, sanitized on the server. */
const SERVER_MARKUP = '<section class="body"><p>Hello <em>there</em></p></section>';

it('hydrates the server markup as it is, without loading the sanitizer, then sanitizes HTML it is given later', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = SERVER_MARKUP;
  document.body.append(container);
  const paragraph = container.querySelector('p');
  const raw = '<p onclick="x()">Hello <em>there</em></p><script>x()</script>';
  const recoverable: unknown[] = [];

  await act(async () => {
    root = hydrateRoot(container, <SafeHtml as="section" className="body" html={raw} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(recoverable).toEqual([]);
  expect(container.innerHTML).toBe(SERVER_MARKUP);
  // The very node the server wrote: hydration did not replace it.
  expect(container.querySelector('p')).toBe(paragraph);
  expect(sanitizerNow()).toBeUndefined();

  // Rendered again with the same HTML (after hydration): still the server's node, still no sanitizer.
  await act(async () => root!.render(<SafeHtml as="section" className="body" html={raw} />));
  expect(container.querySelector('p')).toBe(paragraph);
  expect(sanitizerNow()).toBeUndefined();

  // Other HTML, fetched by the client: rendering it starts loading the sanitizer, then cleans it.
  await act(async () => {
    root!.render(
      <SafeHtml as="section" className="body" html={'<p>Next<img src=x onerror="x()"></p><script>y()</script>'} />,
    );
    expect(sanitizerNow()).toBeUndefined();
    await loadSanitizer();
  });
  expect(container.innerHTML).toBe(
    '<section class="body"><p>Next<img src="x" loading="lazy" decoding="async"></p></section>',
  );
  expect(errors).not.toHaveBeenCalled();
});
