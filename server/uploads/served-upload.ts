/** Opened on its own, an uploaded file runs no script and loads nothing, whatever a browser makes of it. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/**
 * The headers every file a user uploaded is served with (decision 0236): the type found from its bytes
 * at upload, `Content-Disposition` with its name (ASCII fallback and RFC 5987 `filename*`), `nosniff`,
 * and a sandboxing CSP. `attachment` (downloaded, opened outside the app's origin) for everything but
 * the images pages show, which are `inline`.
 */
export function uploadHeaders(file: {
  contentType: string;
  fileName: string;
  disposition: 'attachment' | 'inline';
}): Record<string, string> {
  const name = file.fileName;
  return {
    'content-type': file.contentType,
    'content-disposition': `${file.disposition}; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': UPLOAD_CSP,
  };
}
