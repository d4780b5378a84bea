import type { ExchangeHoliday } from '../calendar-types';

/**
 * NSE trading holidays (equity and equity derivatives segments) on weekdays. Sources, recorded in
 * docs/market-data.md: NSE's circulars "Trading holidays for the calendar year 2025" (December 2024) and
 * "… 2026" (December 2025), NSE circular CMTR72260 (12 January 2026: Municipal Corporation elections in
 * Maharashtra), and https://www.nseindia.com/resources/exchange-communication-holidays.
 */
export const NSE_HOLIDAYS_2025: readonly ExchangeHoliday[] = [
  { date: '2025-02-26', name: 'Mahashivratri' },
  { date: '2025-03-14', name: 'Holi' },
  { date: '2025-03-31', name: 'Id-Ul-Fitr (Ramadan Eid)' },
  { date: '2025-04-10', name: 'Shri Mahavir Jayanti' },
  { date: '2025-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2025-04-18', name: 'Good Friday' },
  { date: '2025-05-01', name: 'Maharashtra Day' },
  { date: '2025-08-15', name: 'Independence Day / Parsi New Year' },
  { date: '2025-08-27', name: 'Shri Ganesh Chaturthi' },
  { date: '2025-10-02', name: 'Mahatma Gandhi Jayanti / Dussehra' },
  { date: '2025-10-21', name: 'Diwali Laxmi Pujan' },
  { date: '2025-10-22', name: 'Diwali Balipratipada' },
  { date: '2025-11-05', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2025-12-25', name: 'Christmas' },
];

export const NSE_HOLIDAYS_2026: readonly ExchangeHoliday[] = [
  { date: '2026-01-15', name: 'Municipal Corporation elections in Maharashtra' },
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-03-03', name: 'Holi' },
  { date: '2026-03-26', name: 'Shri Ram Navami' },
  { date: '2026-03-31', name: 'Shri Mahavir Jayanti' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2026-05-01', name: 'Maharashtra Day' },
  { date: '2026-05-28', name: 'Bakri Id' },
  { date: '2026-06-26', name: 'Muharram' },
  { date: '2026-09-14', name: 'Ganesh Chaturthi' },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2026-10-20', name: 'Dussehra' },
  { date: '2026-11-10', name: 'Diwali Balipratipada' },
  { date: '2026-11-24', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2026-12-25', name: 'Christmas' },
];

/**
 * Provisional: NSE publishes a year's list in December of the year before, and the 2027 list was not out
 * when this was written (November 2026). These are the fixed-date holidays that fall on weekdays and the
 * festival dates the exchange usually closes for, estimated from the 2027 festival calendar. Replace them
 * with the circular's list when it is published (docs/market-data.md).
 */
export const NSE_HOLIDAYS_2027: readonly ExchangeHoliday[] = [
  { date: '2027-01-26', name: 'Republic Day', provisional: true },
  { date: '2027-03-10', name: 'Id-Ul-Fitr (Ramadan Eid)', provisional: true },
  { date: '2027-03-22', name: 'Holi', provisional: true },
  { date: '2027-03-26', name: 'Good Friday', provisional: true },
  { date: '2027-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti', provisional: true },
  { date: '2027-04-15', name: 'Shri Ram Navami', provisional: true },
  { date: '2027-04-19', name: 'Shri Mahavir Jayanti', provisional: true },
  { date: '2027-05-17', name: 'Bakri Id', provisional: true },
  { date: '2027-06-15', name: 'Muharram', provisional: true },
  { date: '2027-10-29', name: 'Diwali Laxmi Pujan', provisional: true },
];
