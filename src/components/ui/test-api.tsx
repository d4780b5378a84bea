/** Component-test helpers: a query client and an API the test answers (the edge is the only fake). */
import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';

/** A query client that does not retry, so a failure shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The providers every screen needs: queries and the API. */
export function withApi(client: QueryClient, api: ApiClient, node: ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <ApiProvider client={api}>{node}</ApiProvider>
    </QueryClientProvider>
  );
}

/** Mounts with a query client and an API whose calls the test answers (the edge is the only fake). */
export function mountWithApi(
  node: ReactNode,
  answers: { get?: (path: string, options?: { query?: Record<string, unknown> }) => unknown; post?: ApiClient['post'] },
) {
  const get = vi.fn((path: string, options?: { query?: Record<string, unknown> }) =>
    Promise.resolve(answers.get?.(path, options)),
  );
  const post = vi.fn(answers.post ?? (() => Promise.resolve({})));
  const api = { get, post, url: (p: string) => p } as unknown as ApiClient;
  const client = testQueryClient();
  const view = mount(withApi(client, api, node));
  return { ...view, get, post, client };
}

/** Lets queries answer: waits (up to 2 s) until the check holds. */
export async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

export const buttonNamed = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

const VALUE_SETTERS = [HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement] as const;

/** Sets a field's value as typing or choosing would, so React's onChange sees it. */
export function setFieldValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const owner = VALUE_SETTERS.find((type) => control instanceof type)!;
  act(() => {
    Object.getOwnPropertyDescriptor(owner.prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/** The message under a field: what its aria-describedby names that ends in '-error', besides the hint. */
export const fieldError = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent ?? null;
