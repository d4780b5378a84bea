import type { BrandConfig } from '../../../../brands/schema';
import { apiPath, commonHeaders } from '#src/lib/http/api-client';

/**
 * Fetches a file the API serves (the template, a refused-rows CSV) with the session's headers (a
 * cookie alone never authenticates) and saves it under `fileName`. Rejects when the server refused.
 */
export async function downloadApiFile(brand: BrandConfig, path: string, fileName: string) {
  const res = await fetch(apiPath(brand, path), { headers: commonHeaders(brand), credentials: 'same-origin' });
  if (!res.ok) throw new Error(`download ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
