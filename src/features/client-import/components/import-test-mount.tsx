import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { ApiClient } from '#src/lib/http/api-client';
import { mountInApp } from '#src/components/ui/test-app';

type Answer = (path: string, body?: unknown) => unknown;

/**
 * Mounts a client-import screen under a router (its links, its navigation) with an API the test
 * answers: `get` and `post` get the path (and the query or body) and answer a value, or throw.
 */
export async function mountImport(node: ReactNode, answers: { get: Answer; post?: Answer }, at = '/import-client/') {
  const get = vi.fn((path: string, options?: { query?: unknown }) =>
    Promise.resolve().then(() => answers.get(path, options?.query)),
  );
  const post = vi.fn((path: string, body?: unknown) => Promise.resolve().then(() => answers.post?.(path, body)));
  const api = { get, post, url: (p: string) => p } as unknown as ApiClient;
  const view = await mountInApp(node, api, at);
  return { ...view, get, post, text: () => view.container.textContent ?? '' };
}

/** Chooses a file in a file input, as a person does. */
export function chooseFile(input: HTMLInputElement, file: File) {
  act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
