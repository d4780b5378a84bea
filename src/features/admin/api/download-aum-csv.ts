import type { BrandConfig } from '../../../../brands/schema';
import { API } from '#contract/api-paths';
import { apiPath, commonHeaders } from '#src/lib/http/api-client';
import { aumQuery, type AumFilter } from './admin-queries';

/**
 * Fetches the ledger's rows as CSV with the session's headers (a cookie alone never authenticates)
 * and saves the file under the name the server gives it.
 */
export async function downloadAumCsv(brand: BrandConfig, filter: AumFilter) {
  const query = new URLSearchParams({ ...aumQuery(filter), format: 'csv' });
  const res = await fetch(`${apiPath(brand, API.admin.aumLedger)}?${query}`, {
    headers: commonHeaders(brand),
    credentials: 'same-origin',
  });
  if (!res.ok || !res.headers.get('content-type')?.startsWith('text/csv')) throw new Error(`AUM CSV ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'aum-ledger.csv';
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
