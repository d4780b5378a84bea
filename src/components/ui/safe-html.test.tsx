// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadSanitizer } from '../../lib/html/sanitizer-loader';
import { SafeHtml } from './safe-html';
import { mount } from './test-root';

let view: ReturnType<typeof mount>;
let container: HTMLElement;

beforeEach(() => {
  view = mount(null);
  container = view.container;
});
afterEach(() => view.unmount());

const EMBED = '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>';
const ARTICLE = `<p onclick="x()">Hi</p><script>x()</script>`;

// First in the file: nothing has loaded the sanitizer yet.
it('renders HTML the client fetched once the sanitizer has loaded, an empty element of the same kind until then', async () => {
  view.rerender(<SafeHtml as="section" className="body" aria-label="Article" html={ARTICLE} />);
  expect(container.innerHTML).toBe('<section class="body" aria-label="Article"></section>');
  await act(() => loadSanitizer());
  expect(container.innerHTML).toBe('<section class="body" aria-label="Article"><p>Hi</p></section>');
});

it('renders sanitized HTML in the element asked for, with its props', () => {
  view.rerender(<SafeHtml as="section" className="body" aria-label="Article" html={ARTICLE} />);
  expect(container.innerHTML).toBe('<section class="body" aria-label="Article"><p>Hi</p></section>');
});

it('keeps allow-listed embeds only when asked', () => {
  view.rerender(<SafeHtml html={EMBED} />);
  expect(container.querySelector('iframe')).toBeNull();
  view.rerender(<SafeHtml html={EMBED} allowEmbeds />);
  expect(container.querySelector('iframe')?.getAttribute('sandbox')).toContain('allow-scripts');
});
