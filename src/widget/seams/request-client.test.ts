// @vitest-environment happy-dom
import { vi } from 'vitest';

/**
 * The request client's own tests (its calls, and the status rules on its answers), run again on the
 * widget's ofetch stand-in (decision 0083): what they check holds in the widget build too.
 */
vi.mock('ofetch', () => import('./ofetch'));

await import('../../lib/http/api-client.test');
await import('../../lib/http/status-rules.test');
await import('../../lib/http/status-redirect-rules.test');
