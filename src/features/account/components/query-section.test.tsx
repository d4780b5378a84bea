// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '#src/lib/http/api-error';
import { useApi } from '#src/lib/http/api-context';
import { accountMessages as m } from '../messages';
import { mountWithApi, until } from '#src/components/ui/test-api';
import { QuerySection } from './query-section';

function Names() {
  const api = useApi();
  const query = useQuery({ queryKey: ['names'], queryFn: () => api.get<string[]>('names/') });
  return (
    <QuerySection title="Names" query={query} loading="Loading names…" failed="Names could not be loaded">
      {(names) => <p data-testid="names">{names.join(', ')}</p>}
    </QuerySection>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a settings section over one read', () => {
  it('loads, then shows the data without an offline note while online', async () => {
    const view = mountWithApi(<Names />, { get: () => ['Asha', 'Ravi'] });
    expect(view.container.textContent).toContain('Loading names…');
    await until(() => view.container.querySelector('[data-testid="names"]') !== null);
    expect(view.container.textContent).not.toContain(m.shownOffline);
    view.unmount();
  });

  it('says when the copy shown is this device’s, offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const view = mountWithApi(<Names />, { get: () => ['Asha'] });
    await until(() => view.container.querySelector('[data-testid="names"]') !== null);
    expect(view.container.textContent).toContain(m.shownOffline);
    view.unmount();
  });

  it('offline with no copy: says so and offers to try again, which asks again', async () => {
    let calls = 0;
    const view = mountWithApi(<Names />, {
      get: () => (++calls === 1 ? Promise.reject(new ApiError('offline', 0)) : ['Asha']),
    });
    await until(() => view.container.querySelector('[role="alert"]') !== null);
    expect(view.container.textContent).toContain('Names could not be loaded');
    expect(view.container.textContent).toContain(m.offlineEmpty);
    await act(async () => view.container.querySelector('button')!.click());
    await until(() => view.container.querySelector('[data-testid="names"]') !== null);
    expect(calls).toBe(2);
    view.unmount();
  });
});
