// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const EMBED = '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>';

it('renders sanitized HTML in the element asked for, with its props', () => {
  act(() =>
    root.render(
      <SafeHtml
        as="section"
        className="body"
        aria-label="Article"
        html={`<p onclick="x()">Hi</p><script>x()</script>`}
      />,
    ),
  );
  expect(container.innerHTML).toBe('<section class="body" aria-label="Article"><p>Hi</p></section>');
});

it('keeps allow-listed embeds only when asked', () => {
  act(() => root.render(<SafeHtml html={EMBED} />));
  expect(container.querySelector('iframe')).toBeNull();
  act(() => root.render(<SafeHtml html={EMBED} allowEmbeds />));
  expect(container.querySelector('iframe')?.getAttribute('sandbox')).toContain('allow-scripts');
});
