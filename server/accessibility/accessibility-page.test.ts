import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { ACCESSIBILITY_PATH } from '../../brands/footer-links';
import { formatDate } from '#contract/locale/format';
import { testServerPerFile } from '../test-server-per-file';
import { TEST_CLIENT_ADDRESS } from '../test-support';

/** Each brand's accessibility statement, from its brand.json `accessibility` (docs/accessibility.md). */
const file = testServerPerFile({}, undefined, { timeout: 120_000 });

const get = (host: string) =>
  file.t.app.request(
    ACCESSIBILITY_PATH,
    { headers: { host } },
    { incoming: { socket: { remoteAddress: TEST_CLIENT_ADDRESS } } },
  );

describe('GET /accessibility/', () => {
  it.each(brands.map((b) => [b.id, b] as const))(
    "%s: its own title, the standard, each known exception, the contact, the nodal officer and the audit's date",
    async (_id, brand) => {
      const res = await get(brand.hosts[1]!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toMatch(/style-src [^;]*'sha256-/);
      const doc = new JSDOM(await res.text()).window.document;
      const a = brand.accessibility;
      expect(doc.title).toBe(`Accessibility statement — ${brand.displayName}`);
      expect(doc.querySelector('h1')?.textContent).toBe('Accessibility statement');
      const text = doc.body.textContent!.replace(/\s+/g, ' ');
      expect(text).toContain('WCAG 2.2 AA');
      expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual(a.knownExceptions);
      expect(doc.querySelector(`a[href="mailto:${a.contact.email}"]`)).not.toBeNull();
      expect(text).toContain(`Nodal officer for accessibility ${a.nodalOfficer.name}`);
      expect(doc.querySelector(`a[href="mailto:${a.nodalOfficer.email}"]`)).not.toBeNull();
      expect(doc.querySelector('time')?.getAttribute('datetime')).toBe(a.lastAutomatedAudit);
      expect(doc.querySelector('time')?.textContent).toBe(formatDate(a.lastAutomatedAudit));
      expect(doc.querySelector('a[href="https://scores.sebi.gov.in/"]')).not.toBeNull();
      // No other brand's officer.
      for (const other of brands.filter((b) => b.id !== brand.id)) {
        expect(text).not.toContain(other.accessibility.nodalOfficer.name);
      }
    },
  );
});
