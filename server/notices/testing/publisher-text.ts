import { expect } from 'vitest';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A notice's words followed by who publishes the basket (rebalanceBody, rebalance-notices.ts), then
 * `after`: the adviser's name and SEBI registration, whichever adviser the fixture made.
 */
export const withPublisher = (text: string, after = '') =>
  expect.stringMatching(
    new RegExp(
      `^${escape(text)} From [^,]+, SEBI-registered (investment adviser|research analyst) IN[AH][\\w-]+\\.${escape(after)}$`,
    ),
  );
