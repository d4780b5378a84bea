import { brands } from '../../../brands/registry';
import type { BrandConfig } from '../../../brands/schema';
import type { FileTestServer } from '../../test-server-per-file';

/** The brands the basket route tests call as, and a GET that answers the envelope with status and headers. */

export const brand = (id: string) => brands.find((b) => b.id === id)!;
export const starfolio = brand('starfolio');
export const arrowline = brand('arrowline');
export const moneyleaf = brand('moneyleaf');
export const harborbank = brand('harborbank');

export interface Answer<T> {
  status: number;
  headers: Headers;
  json: { head: { status: number | string; message?: string }; body: T };
}

/** A GET under the brand's API on the file's server. */
export const basketGet =
  (ctx: FileTestServer<unknown>) =>
  async <T>(b: BrandConfig, path: string): Promise<Answer<T>> => {
    const res = await ctx.t.request(b, `/${b.segment}/api${path}`);
    return { status: res.status, headers: res.headers, json: (await res.json()) as Answer<T>['json'] };
  };
