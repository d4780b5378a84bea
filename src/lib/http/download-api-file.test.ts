// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../brand';
import { dispositionName, downloadApiFile } from './download-api-file';

const brand = { segment: 'starfolio', brokerHeader: 'starfolio' } as unknown as BrandConfig;

/** Answers every fetch with `response`; records the calls, and the name of each file the page saves. */
function serve(response: () => Response) {
  const calls: Array<{ url: string; headers: Headers }> = [];
  const saved: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: new Headers(init.headers) });
      return response();
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { calls, saved };
}

const csv = (headers: Record<string, string> = {}) =>
  new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });

beforeEach(() => {
  document.cookie = 'jwt=token-1; path=/';
  document.cookie = 'csrftoken=csrf-1; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadApiFile', () => {
  it('sends the session in the KEY header (a cookie alone is refused) and saves under the server’s name', async () => {
    const { calls, saved } = serve(() =>
      csv({ 'content-disposition': 'attachment; filename="dealer-summary-2026-11-20.csv"' }),
    );
    await downloadApiFile(brand, 'dealer/reports/summary/?format=csv');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/starfolio/api/dealer/reports/summary/?format=csv');
    expect(calls[0]!.headers.get('KEY')).toBe('token-1');
    expect(saved).toEqual(['dealer-summary-2026-11-20.csv']);
  });

  it('prefers the name it is given, and falls back to "download"', async () => {
    const named = serve(() => csv({ 'content-disposition': 'attachment; filename="server.csv"' }));
    await downloadApiFile(brand, 'x/', 'mine.csv');
    expect(named.saved).toEqual(['mine.csv']);
    vi.restoreAllMocks();
    const unnamed = serve(() => csv());
    await downloadApiFile(brand, 'x/');
    expect(unnamed.saved).toEqual(['download']);
  });

  it('rejects a refusal and an envelope answered instead of a file, saving nothing', async () => {
    const envelope = JSON.stringify({ head: { status: 401, message: 'Please log in to continue.' }, body: {} });
    let status = 401;
    const { saved } = serve(() => new Response(envelope, { status, headers: { 'content-type': 'application/json' } }));
    await expect(downloadApiFile(brand, 'x/')).rejects.toThrow('download 401');
    status = 200;
    await expect(downloadApiFile(brand, 'x/')).rejects.toThrow('download 200');
    expect(saved).toEqual([]);
  });
});

describe('dispositionName', () => {
  it.each([
    ['attachment; filename="leads-starfolio-2026-11-20.csv"', 'leads-starfolio-2026-11-20.csv'],
    ['inline', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => expect(dispositionName(header)).toBe(name));
});
