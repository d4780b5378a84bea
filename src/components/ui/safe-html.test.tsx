// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadSanitizer } from '../../lib/html/sanitizer-loader';
import { SafeHtml } from './safe-html';
import { mount } from './test-root';

/** The sanitizer's module arrives when the first test lets it (decision 0279: it loads on demand). */
const sanitizerModule = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open: () => open() };
});
vi.mock('../../lib/html/sanitize', async (importOriginal) => {
  await sanitizerModule.arrived;
  return importOriginal();
});

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
  const box = document.body.appendChild(document.createElement('div'));
  const root = createRoot(box);
  await act(async () => root.render(<SafeHtml as="section" className="body" aria-label="Article" html={ARTICLE} />));
  expect(box.innerHTML).toBe('<section class="body" aria-label="Article"></section>');
  sanitizerModule.open();
  await act(() => loadSanitizer());
  expect(box.innerHTML).toBe('<section class="body" aria-label="Article"><p>Hi</p></section>');
  act(() => root.unmount());
  box.remove();
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
