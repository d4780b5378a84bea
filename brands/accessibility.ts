import { z } from 'zod';

const email = z.email();
const phone = z.string().regex(/^\+91 [0-9]{2,4}( [0-9]{3,4}){2}$/, 'must be an Indian number like +91 22 4000 0101');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-02');

/**
 * What the brand's accessibility statement says (/accessibility/, server/accessibility/; docs/accessibility.md):
 * the standard followed, what does not yet meet it, whom to write to, the nodal officer SEBI asks for
 * (circular of 25 September 2025), and the date of the last automated audit (`npm run a11y-report`).
 */
export const accessibilitySchema = z
  .object({
    standard: z.literal('WCAG 2.2 AA'),
    knownExceptions: z.array(z.string().min(20).max(240)),
    contact: z.object({ email, phone }).strict(),
    nodalOfficer: z.object({ name: z.string().min(3).max(60), email, phone }).strict(),
    lastAutomatedAudit: isoDate,
  })
  .strict();
