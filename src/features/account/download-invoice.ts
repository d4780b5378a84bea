import type { BrandConfig } from '../../../brands/schema';
import { apiPath, commonHeaders } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';

/**
 * Fetches a file from the API with the session's headers (a cookie alone never authenticates) and saves it under
 * `fileName`; throws when the answer is not of `contentType`.
 */
export async function downloadApiFile(brand: BrandConfig, path: string, fileName: string, contentType: string) {
  const res = await fetch(apiPath(brand, path), { headers: commonHeaders(brand), credentials: 'same-origin' });
  if (!res.ok || !res.headers.get('content-type')?.startsWith(contentType)) {
    throw new Error(`download ${res.status}`);
  }
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

/** A paid transaction's GST invoice, saved as a PDF named by its invoice number. */
export const downloadInvoice = (brand: BrandConfig, transaction: string, invoiceNumber: string) =>
  downloadApiFile(
    brand,
    API.payments.invoice(transaction),
    `${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
    'application/pdf',
  );
