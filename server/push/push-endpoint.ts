/**
 * Which push endpoints the server will POST to (docs/push.md, "Endpoints"). A subscription's endpoint
 * comes from the browser, so it is an address the server is asked to call: only https to a public
 * host name (the push services: fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com,
 * …), never an IP literal or a local name. Plain http to this machine only when `allowLoopbackHttp`
 * (the tests' local push service, with ENABLE_TEST_HOOKS=1).
 */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home|localdomain)$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function pushEndpointAllowed(endpoint: string, { allowLoopbackHttp = false } = {}): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') return allowLoopbackHttp && LOOPBACK.has(host);
  if (url.protocol !== 'https:') return false;
  if (host.startsWith('[') || IPV4.test(host) || !host.includes('.') || LOCAL_NAME.test(host)) return false;
  return true;
}
