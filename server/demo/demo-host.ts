/**
 * The partner demo's host (server/demo/demo-site.ts). Kept free of imports: server/main.ts prints
 * the demo's address and must not load the brand registry before it can report a bad config.
 */
export const DEMO_HOST = 'partner.localhost';

/** `partner.localhost` or a subdomain of it, any port. */
const DEMO_HOST_HEADER = /^(?:[a-z0-9-]{1,40}\.)*partner\.localhost(?::\d{1,5})?$/;

export const isDemoHost = (hostHeader: string | undefined) => DEMO_HOST_HEADER.test((hostHeader ?? '').toLowerCase());

/** The demo's address as printed at start-up. */
export const demoUrl = (port: number) => `http://${DEMO_HOST}:${port}/blog/`;
