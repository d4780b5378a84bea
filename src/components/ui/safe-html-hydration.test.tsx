// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

/**
 * Hydrating server markup needs no sanitizer (decision 0279): each phase imports its own copy of React
 * and of the modules, so the page the server wrote is made with the sanitizer and the browser's copy
 * starts without it, as a phone does.
 */
async function serverMarkup(html: string): Promise<string> {
  vi.resetModules();
  const [{ renderToString }, { sanitizeHtml }, { provideSanitizer }, { SafeHtml }] = await Promise.all([
    import('react-dom/server'),
    import('../../lib/html/sanitize'),
    import('../../lib/html/sanitizer-loader'),
    import('./safe-html'),
  ]);
  provideSanitizer(sanitizeHtml);
  return renderToString(<SafeHtml as="article" className="body" html={html} />);
}

async function browser() {
  vi.resetModules();
  const [{ act }, { hydrateRoot }, loader, { SafeHtml }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../../lib/html/sanitizer-loader'),
    import('./safe-html'),
  ]);
  return { act, hydrateRoot, loader, SafeHtml };
}

const SERVER_HTML = '<p onclick="x()">From the <a href="/blog">server</a></p><script>x()</script>';

let cleanup = () => {};
afterEach(() => cleanup());

it('hydrates the server’s markup without the sanitizer, keeps it while the HTML is the same, and sanitizes new HTML', async () => {
  const markup = await serverMarkup(SERVER_HTML);
  expect(markup).toContain('<article class="body"><p>From the <a href="/blog">server</a></p></article>');
  const { act, hydrateRoot, loader, SafeHtml } = await browser();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const paragraph = container.querySelector('p');
  const problems: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <SafeHtml as="article" className="body" html={SERVER_HTML} />, {
      onRecoverableError: (error) => problems.push(error),
    });
  });
  cleanup = () => {
    act(() => root?.unmount());
    container.remove();
  };

  // The server's nodes, untouched, and no sanitizer asked for.
  expect(problems).toEqual([]);
  expect(container.innerHTML).toBe(markup);
  expect(container.querySelector('p')).toBe(paragraph);
  expect(loader.loadedSanitizer()).toBeUndefined();

  // Rendered again with the same HTML (a refetch that changed nothing): still the server's nodes.
  await act(async () => root!.render(<SafeHtml as="article" className="body" html={SERVER_HTML} />));
  expect(container.querySelector('p')).toBe(paragraph);
  expect(loader.loadedSanitizer()).toBeUndefined();

  // New HTML the client fetched: sanitized, once the sanitizer has loaded.
  await act(async () =>
    root!.render(<SafeHtml as="article" className="body" html={'<p>New <b onclick="x()">text</b></p>'} />),
  );
  await act(() => loader.loadSanitizer());
  expect(container.querySelector('article')?.innerHTML).toBe('<p>New <b>text</b></p>');
  expect(loader.loadedSanitizer()).toBeDefined();
  expect(problems).toEqual([]);
});
