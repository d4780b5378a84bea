import { afterEach, beforeEach } from 'vitest';

/**
 * The widget's element on the test page, made afresh for each test with `attributes` and removed
 * after it. Call it before the file's own hooks: its element is there for them, and goes after them.
 */
export function widgetHostPerTest(attributes: Record<string, string> = {}): () => HTMLElement {
  let host: HTMLElement | undefined;
  beforeEach(() => {
    host = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
    document.body.append(host);
  });
  afterEach(() => host?.remove());
  return () => host!;
}
