import type { BrandConfig } from '../../../../brands/schema';
import { API } from '#contract/http/api-paths';
import { downloadApiFile } from '#src/lib/http/download-api-file';
import { aumQuery, type AumFilter } from './admin-queries';

/** Saves the ledger's rows of `filter` as CSV, under the name the server gives it. */
export function downloadAumCsv(brand: BrandConfig, filter: AumFilter) {
  const query = new URLSearchParams({ ...aumQuery(filter), format: 'csv' });
  return downloadApiFile(brand, `${API.admin.aumLedger}?${query}`);
}
