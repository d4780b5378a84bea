import type { BrandConfig } from '../../../brands/schema';
import { apiPath, commonHeaders } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';

/**
 * Fetches a paid transaction's GST invoice with the session's headers (a cookie alone never
 * authenticates) and saves it as a PDF named by its invoice number.
 */
export async function downloadInvoice(brand: BrandConfig, transaction: string, invoiceNumber: string) {
  const res = await fetch(apiPath(brand, API.payments.invoice(transaction)), {
    headers: commonHeaders(brand),
    credentials: 'same-origin',
  });
  if (!res.ok || !res.headers.get('content-type')?.startsWith('application/pdf')) {
    throw new Error(`invoice ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
