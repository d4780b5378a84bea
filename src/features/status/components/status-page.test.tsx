// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Incident, StatusBody } from '#contract/status/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { until } from '#src/components/ui/test-api';
import { mountInApp } from '#src/components/ui/test-app';
import IncidentBanner, { StatusPage } from './status-page';

let unmount = () => {};
afterEach(() => unmount());

const incident = (id: number, title: string, resolved: boolean): Incident => ({
  id,
  title,
  component: 'payments',
  severity: 'major',
  opened_at: '2026-11-20T04:30:00.000Z',
  resolved_at: resolved ? '2026-11-20T06:00:00.000Z' : null,
  updates: [
    { id: id * 10, kind: 'opened', message: 'Payments fail at the provider.', at: '2026-11-20T04:30:00.000Z' },
    ...(resolved
      ? [{ id: id * 10 + 1, kind: 'resolved' as const, message: 'They work again.', at: '2026-11-20T06:00:00.000Z' }]
      : []),
  ],
});

const body = (incidents: Incident[]): StatusBody => ({
  measured_at: '2026-11-20T05:30:00.000Z',
  components: [
    {
      id: 'brokers',
      state: 'down',
      detail: '0 of 2 brokers answered our last call.',
      parts: [
        { name: 'Kestrel Securities', state: 'down', detail: 'Could not be reached 3 minutes ago.' },
        { name: 'Harbor Broking', state: 'no-data', detail: 'No orders sent in the last 24 hours.' },
      ],
    },
    { id: 'payments', state: 'operational', detail: '4 of 4 payments went through in the last 24 hours.' },
    { id: 'market-data', state: 'closed', detail: 'The market is closed; prices are from the session of 2026-11-20.' },
    { id: 'order-updates', state: 'no-data', detail: 'No market orders were completed in the last 24 hours.' },
  ],
  incidents,
});

async function open(node: React.ReactNode, get: () => Promise<unknown>) {
  const api = { get: vi.fn(get), post: vi.fn(), url: (p: string) => p };
  const view = await mountInApp(<Suspense fallback="…">{node}</Suspense>, api as unknown as ApiClient, '/status/');
  unmount = view.unmount;
  return { view, api };
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('StatusPage', () => {
  it('shows each measured part in words with its figure, and open incidents before resolved ones', async () => {
    const { view, api } = await open(<StatusPage />, () =>
      Promise.resolve(body([incident(2, 'Payments failing', false), incident(1, 'Prices late', true)])),
    );
    await until(() => view.container.querySelector('#status-now') !== null);
    expect(api.get).toHaveBeenCalledWith('status/', expect.anything());
    expect(text(view.container.querySelector('h1'))).toBe('Service status');
    const parts = [...view.container.querySelectorAll('#status-now ~ ul > li')].map((li) => [
      text(li.querySelector('h3')),
      text(li.querySelector('span')),
    ]);
    expect(parts).toEqual([
      ['Broker connections', 'Not working'],
      ['Payments', 'Working'],
      ['Market data', 'Market closed'],
      ['Order updates', 'No recent activity'],
    ]);
    expect(view.container.textContent).toContain(
      'Kestrel Securities: Not working. Could not be reached 3 minutes ago.',
    );
    expect(view.container.textContent).toContain('1 incident is open.');
    const incidents = [...view.container.querySelectorAll('article')];
    expect(incidents.map((a) => text(a.querySelector('h3')))).toEqual(['Payments failing', 'Prices late']);
    expect(text(incidents[0]!.querySelector('p'))).toMatch(/^Payments · Major · Open since /);
    expect(text(incidents[1]!.querySelector('p'))).toMatch(/^Payments · Major · Resolved /);
    expect(text(incidents[1]!.querySelectorAll('ol li')[1])).toMatch(/^Resolved .*: They work again\.$/);
  });

  it('says when there has been no incident in the 90 days', async () => {
    const { view } = await open(<StatusPage />, () => Promise.resolve(body([])));
    await until(() => view.container.querySelector('#status-incidents') !== null);
    expect(view.container.textContent).toContain('No incident is open.');
    expect(view.container.textContent).toContain('None. When something goes wrong, we say so here.');
  });

  it('says the status could not be read, with a way to try again', async () => {
    const { view } = await open(<StatusPage />, () => Promise.reject(new Error('offline')));
    await until(() => view.container.querySelector('[role="alert"]') !== null);
    expect(text(view.container.querySelector('[role="alert"] h2'))).toBe('The status could not be read');
    expect([...view.container.querySelectorAll('button')].map((b) => b.textContent)).toContain('Try again');
  });
});

describe('IncidentBanner', () => {
  it('names the open incident and links to the status page', async () => {
    const { view, api } = await open(<IncidentBanner />, () =>
      Promise.resolve({
        incidents: [{ id: 3, title: 'Orders slow', component: 'brokers', severity: 'minor', opened_at: '' }],
      }),
    );
    await until(() => view.container.querySelector('[data-testid="incident-banner"]') !== null);
    expect(api.get).toHaveBeenCalledWith('status/open/', expect.anything());
    const banner = view.container.querySelector('[data-testid="incident-banner"]')!;
    expect(text(banner)).toBe('We know of a problem: Orders slow.See the status page');
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/status/');
  });

  it('shows nothing while no incident is open', async () => {
    const { view, api } = await open(<IncidentBanner />, () => Promise.resolve({ incidents: [] }));
    await until(() => api.get.mock.calls.length > 0);
    await until(() => false);
    expect(view.container.querySelector('[data-testid="incident-banner"]')).toBeNull();
  });
});
