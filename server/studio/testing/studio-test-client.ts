import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import type { TestServer } from '../../test-support';
import { blogCaller, type BlogAnswer } from '../../blog/testing/blog-test-client';

export const brandNamed = (id: string) => brands.find((b) => b.id === id)!;

/** A basket create body that keeps every rule; `over` changes any of it. */
export const createBody = (over: Record<string, unknown> = {}) => ({
  name: `Studio basket ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Large banks and IT leaders, equal weight.',
  risk_type: 'medium',
  fund_type: 'Equity',
  benchmark_id: 'NIFTY 50',
  fee_kind: 'FIXFEE',
  fee_amount: 999,
  rebalance_frequency: 'quarterly',
  constituents: [
    { symbol: 'TCS', weight: 33.33, rationale: 'IT leader' },
    { symbol: 'INFY', weight: 33.33 },
    { symbol: 'HDFCBANK', weight: 33.34 },
  ],
  publish: false,
  ...over,
});

/** Multipart uploads as the studio's file dialogs send them. */
export function studioCaller(t: TestServer, brand: BrandConfig = brandNamed('starfolio')) {
  const api = blogCaller(t, brand);
  async function upload(path: string, bytes: Uint8Array, name: string, fields: Record<string, string>, key?: string) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new File([new Uint8Array(bytes)], name));
    await t.request(brand, api.url('health/'), { headers: key ? { KEY: key } : {} });
    const headers: Record<string, string> = { 'X-CSRFToken': t.cookies.get('csrftoken') ?? '' };
    if (key) headers.KEY = key;
    const res = await t.request(brand, api.url(path), { method: 'POST', body: form, headers });
    const text = await res.text();
    let parsed: { head?: BlogAnswer['head']; body?: Record<string, unknown> } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = {};
    }
    return {
      status: res.status,
      head: parsed.head ?? { status: res.status },
      body: (parsed.body ?? {}) as BlogAnswer['body'],
    };
  }
  return { ...api, brand, upload };
}
