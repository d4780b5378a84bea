import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { ApiClient } from '#src/lib/http/api-client';
import { mountInApp } from '#src/components/ui/test-app';

/** Mounts an admin component under a router (its links) with an API whose POSTs the test answers. */
export async function mountAdmin(node: ReactNode, post: (path: string, body: unknown) => Promise<unknown>) {
  const postFn = vi.fn(post);
  const api = { get: vi.fn(() => Promise.resolve({})), post: postFn, url: (p: string) => p } as unknown as ApiClient;
  const view = await mountInApp(node, api, '/admin/');
  return { ...view, post: postFn };
}

/** Types into a React-controlled input or textarea. */
export function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
