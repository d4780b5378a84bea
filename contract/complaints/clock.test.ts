import { describe, expect, it } from 'vitest';
import { clockText, complaintClock, indianDay } from './clock';

describe("SEBI's 21-calendar-day clock", () => {
  it('counts calendar days in India: filed late in the evening in India is that Indian day', () => {
    expect(indianDay('2026-03-01T18:29:00Z')).toBe('2026-03-01');
    expect(indianDay('2026-03-01T18:30:00Z')).toBe('2026-03-02');
  });

  it('is due 21 calendar days after the day it was received, across months and leap days', () => {
    expect(complaintClock('2026-01-20T05:00:00Z', null, new Date('2026-01-20T06:00:00Z'))).toEqual({
      filedOn: '2026-01-20',
      dueOn: '2026-02-10',
      daysLeft: 21,
      overdue: false,
      stoppedOn: null,
    });
    expect(complaintClock('2028-02-15T05:00:00Z', null, new Date('2028-02-15T05:00:00Z')).dueOn).toBe('2028-03-07');
  });

  it('runs down to due today, then overdue by whole days', () => {
    const filed = '2026-01-20T05:00:00Z';
    expect(complaintClock(filed, null, new Date('2026-02-10T18:00:00Z'))).toMatchObject({
      daysLeft: 0,
      overdue: false,
    });
    expect(complaintClock(filed, null, new Date('2026-02-10T18:30:00Z'))).toMatchObject({
      daysLeft: -1,
      overdue: true,
    });
    expect(clockText(complaintClock(filed, null, new Date('2026-02-09T05:00:00Z')))).toBe('1 day left');
    expect(clockText(complaintClock(filed, null, new Date('2026-02-10T05:00:00Z')))).toBe('Due today');
    expect(clockText(complaintClock(filed, null, new Date('2026-02-13T05:00:00Z')))).toBe('Overdue by 3 days');
  });

  it('stops when resolved: in time, or late by the days past due', () => {
    const filed = '2026-01-20T05:00:00Z';
    const now = new Date('2026-06-01T00:00:00Z');
    const inTime = complaintClock(filed, '2026-02-01T05:00:00Z', now);
    expect(inTime).toMatchObject({ stoppedOn: '2026-02-01', daysLeft: 9, overdue: false });
    expect(clockText(inTime)).toBe('Answered in time');
    const late = complaintClock(filed, '2026-02-12T05:00:00Z', now);
    expect(late).toMatchObject({ daysLeft: -2, overdue: true });
    expect(clockText(late)).toBe('Answered 2 days late');
  });
});
