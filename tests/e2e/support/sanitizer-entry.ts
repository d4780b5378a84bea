/**
 * The sanitizer as the Chromium check loads it into a blank page (tests/e2e/sanitizer-chromium.spec.ts):
 * the production modules, bundled as they are, and nothing else.
 */
import { renameEventHandlers } from '../../../src/lib/html/sanitize-prepass';
import { findProblems } from '../../support/sanitize-check';
import { sanitizeEmbed, sanitizeFragment, sanitizeHtml } from '../../../src/lib/html/sanitize';

const sanitizer = { sanitizeHtml, sanitizeEmbed, sanitizeFragment, findProblems, renameEventHandlers };

export type SanitizerApi = typeof sanitizer;

(window as unknown as { sanitizer: SanitizerApi }).sanitizer = sanitizer;
