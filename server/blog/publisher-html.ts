import { publisherLine, type Publisher } from '#contract/baskets/publisher';
import { markup } from '../auth/html';

/**
 * The paragraph a post's first page starts with: its publisher's name and SEBI registration
 * ("Meera Iyer, SEBI-registered investment adviser INA000017523"), or nothing for the platform's own post.
 */
export const publisherHtml = (publisher: Publisher | null): string =>
  publisher ? markup`<p><strong>${publisherLine(publisher)}</strong></p>`.value : '';
