// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import type { ApiClient } from '#src/lib/http/api-client';
import { useApi } from '#src/lib/http/api-context';
import { Link, useBrand } from '#src/lib/navigation';
import { until } from './test-api';
import { mountInApp } from './test-app';

let unmount = () => {};
afterEach(() => unmount());

function Screen() {
  const brand = useBrand();
  const api = useApi();
  const answer = useQuery({ queryKey: ['x'], queryFn: () => api.get<string>('/x') });
  return (
    <p>
      {brand.id} {answer.data ?? '…'} <Link to="/faq/">Account</Link>
    </p>
  );
}

describe('mountInApp', () => {
  it('mounts a screen under a router at the address given, with the brand, queries and the API', async () => {
    const api = { get: vi.fn(() => Promise.resolve('answered')), post: vi.fn(), url: (p: string) => p };
    const view = await mountInApp(<Screen />, api as unknown as ApiClient, '/admin/');
    unmount = view.unmount;
    await until(() => view.container.textContent!.includes('answered'));
    expect(view.container.textContent).toBe(`${brands[0]!.id} answered Account`);
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/faq/');
    expect(view.router.state.location.pathname).toBe('/admin/');
    expect(api.get).toHaveBeenCalledWith('/x');
  });
});
