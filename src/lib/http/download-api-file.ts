import type { BrandConfig } from '../brand';
import { apiPath, commonHeaders } from './api-client';

/** The file name of a Content-Disposition header (its plain `filename`), if it has one. */
export function dispositionName(header: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1];
}

/**
 * Fetches a file the API serves (an export, a template, a refused-rows CSV) with the session's
 * headers and saves it. A plain link cannot do this: a cookie alone never authenticates
 * (docs/security.md), so the browser would save the API's 401 answer as the file. The name is
 * `fileName`, else the one the server gives, else 'download'. Rejects when the server refused, or
 * answered with an envelope instead of a file.
 */
export async function downloadApiFile(brand: BrandConfig, path: string, fileName?: string): Promise<void> {
  const res = await fetch(apiPath(brand, path), { headers: commonHeaders(brand), credentials: 'same-origin' });
  if (!res.ok || res.headers.get('content-type')?.startsWith('application/json')) {
    throw new Error(`download ${res.status}`);
  }
  const name = fileName ?? dispositionName(res.headers.get('content-disposition')) ?? 'download';
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
