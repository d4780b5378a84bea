import { describe, expect, it } from 'vitest';
import { TRADING } from '#contract/trading/messages';
import { formatWindowOpening, queuedLine, windowClosedLines } from './next-window';

describe('formatWindowOpening', () => {
  it.each([
    ['2026-11-23T03:45:00.000Z', 'Monday 23 Nov, 9:15 AM'],
    ['2026-11-20T03:45:00Z', 'Friday 20 Nov, 9:15 AM'],
    ['2026-12-01T09:55:00Z', 'Tuesday 1 Dec, 3:25 PM'],
  ])('%s is %s in India', (iso, shown) => expect(formatWindowOpening(iso)).toBe(shown));

  it('gives null for an unreadable instant', () => expect(formatWindowOpening('soon')).toBeNull());
});

describe('windowClosedLines', () => {
  it('says nothing while the window is open', () => {
    expect(windowClosedLines({ open: true, message: null, next_open: '2026-11-23T03:45:00Z' })).toEqual([]);
  });

  it('gives the spec’s exact sentence, then the next opening', () => {
    const lines = windowClosedLines({ open: false, message: 'x', next_open: '2026-11-23T03:45:00Z' });
    expect(lines).toEqual([
      'Orders can be placed between 9:15 AM and 3:25 PM on trading days',
      'The next window opens Monday 23 Nov, 9:15 AM.',
    ]);
    expect(lines[0]).toBe(TRADING.outsideWindow);
  });

  it('states a special session’s own hours between the sentence and the next opening', () => {
    const session = 'Sunday 8 Nov is Muhurat trading (Samvat 2083): orders can be placed between 6:00 PM and 6:55 PM.';
    expect(windowClosedLines({ open: false, message: null, next_open: '2026-11-08T12:30:00Z', session })).toEqual([
      TRADING.outsideWindow,
      session,
      'The next window opens Sunday 8 Nov, 6:00 PM.',
    ]);
  });

  it('keeps the sentence when the next opening cannot be read', () => {
    expect(windowClosedLines({ open: false, message: null, next_open: '' })).toEqual([TRADING.outsideWindow]);
  });
});

describe('queuedLine', () => {
  it('says when a queued after-market order is sent, in India’s time', () => {
    expect(queuedLine('2026-11-23T03:45:00.000Z')).toBe('Queued at the broker for the open on Monday 23 Nov, 9:15 AM.');
  });

  it('says nothing for an order that is not queued', () => {
    expect(queuedLine(undefined)).toBeNull();
    expect(queuedLine('soon')).toBeNull();
  });
});
