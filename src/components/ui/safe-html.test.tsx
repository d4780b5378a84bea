// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from 'vitest';
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

it('renders sanitized HTML in the element asked for, with its props', () => {
  view.rerender(
    <SafeHtml
      as="section"
      className="body"
      aria-label="Article"
      html={`<p onclick="x()">Hi</p><script>x()</script>`}
    />,
  );
  expect(container.innerHTML).toBe('<section class="body" aria-label="Article"><p>Hi</p></section>');
});

it('keeps allow-listed embeds only when asked', () => {
  view.rerender(<SafeHtml html={EMBED} />);
  expect(container.querySelector('iframe')).toBeNull();
  view.rerender(<SafeHtml html={EMBED} allowEmbeds />);
  expect(container.querySelector('iframe')?.getAttribute('sandbox')).toContain('allow-scripts');
});
