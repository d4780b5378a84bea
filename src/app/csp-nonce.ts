/**
 * The page's CSP allows inline <style> only with the response's nonce (server/security/headers.ts),
 * which the server puts in `<meta property="csp-nonce" nonce="…">`. The dialogs' scroll lock
 * (react-remove-scroll, inside Radix Dialog) adds such a <style> and takes its nonce from the
 * `__webpack_nonce__` global (get-nonce's convention), so the app sets that before rendering.
 */
declare global {
  var __webpack_nonce__: string | undefined;
}

export function adoptCspNonce(doc: Document = document): void {
  // The nonce attribute reads as '' to scripts: the property keeps the value.
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
