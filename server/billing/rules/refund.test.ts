import { describe, expect, it } from 'vitest';
import { unexpiredRefund } from './refund';

const yearPaid = {
  fee: 8999,
  gst: 1619.82,
  startsAt: new Date('2026-01-01T05:30:00Z'),
  expiresAt: new Date('2027-01-01T05:30:00Z'),
};

describe('unexpiredRefund', () => {
  it('refunds fee and GST pro rata by the whole days left', () => {
    // Cancelled on 2 Oct at 12:00 IST: 90.73 days left, 90 whole days of 365.
    const r = unexpiredRefund(yearPaid, new Date('2026-10-02T06:30:00Z'));
    expect(r.days_total).toBe(365);
    expect(r.days_unexpired).toBe(90);
    // 8999 × 90 / 365 = 2218.93…; 1619.82 × 90 / 365 = 399.4076… → 399.41.
    expect(r).toEqual({ days_total: 365, days_unexpired: 90, fee: 2218.93, gst: 399.41, total: 2618.34 });
  });

  it('counts the day of cancellation as used', () => {
    const justBefore = unexpiredRefund(yearPaid, new Date('2026-12-31T05:30:00Z'));
    expect(justBefore.days_unexpired).toBe(1);
    const lastDay = unexpiredRefund(yearPaid, new Date('2026-12-31T05:30:01Z'));
    expect(lastDay).toMatchObject({ days_unexpired: 0, total: 0 });
  });

  it('refunds everything before the start and nothing at or after the end', () => {
    expect(unexpiredRefund(yearPaid, new Date('2025-12-31T00:00:00Z'))).toEqual({
      days_total: 365,
      days_unexpired: 365,
      fee: 8999,
      gst: 1619.82,
      total: 10618.82,
    });
    expect(unexpiredRefund(yearPaid, yearPaid.expiresAt).total).toBe(0);
    expect(unexpiredRefund(yearPaid, new Date('2027-06-01T00:00:00Z')).total).toBe(0);
  });

  it('refunds a month plan by its own days', () => {
    const month = { fee: 999, gst: 179.82, startsAt: new Date('2026-11-01'), expiresAt: new Date('2026-12-01') };
    // 30 days; cancelled 20 Nov 00:00 → 11 days left: 999 × 11 / 30 = 366.30; 179.82 × 11 / 30 = 65.934 → 65.93.
    expect(unexpiredRefund(month, new Date('2026-11-20'))).toMatchObject({ fee: 366.3, gst: 65.93, total: 432.23 });
  });

  it('refuses a period that ends before it starts', () => {
    expect(() => unexpiredRefund({ ...yearPaid, expiresAt: yearPaid.startsAt }, new Date())).toThrow(RangeError);
    expect(() => unexpiredRefund({ ...yearPaid, fee: -1 }, new Date())).toThrow(RangeError);
  });
});
