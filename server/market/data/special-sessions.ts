import type { SpecialSession } from '../calendar-types';

/**
 * Sessions outside the regular Monday–Friday 09:15–15:30 pattern, normal-market times in IST.
 * Muhurat trading is a one-hour session on Diwali (Laxmi Pujan), a holiday otherwise; Union Budget days
 * that fell on a weekend were full sessions. Sources are listed in docs/market-data.md.
 * Not modelled: the two-part disaster-recovery drill sessions of Saturday 2 March and 18 May 2024.
 */
export const NSE_SPECIAL_SESSIONS: readonly SpecialSession[] = [
  { date: '2019-10-27', kind: 'muhurat', open: '18:15', close: '19:15', name: 'Muhurat trading (Samvat 2076)' },
  { date: '2020-02-01', kind: 'budget', open: '09:15', close: '15:30', name: 'Union Budget (Saturday)' },
  { date: '2020-11-14', kind: 'muhurat', open: '18:15', close: '19:15', name: 'Muhurat trading (Samvat 2077)' },
  { date: '2021-11-04', kind: 'muhurat', open: '18:15', close: '19:15', name: 'Muhurat trading (Samvat 2078)' },
  { date: '2022-10-24', kind: 'muhurat', open: '18:15', close: '19:15', name: 'Muhurat trading (Samvat 2079)' },
  { date: '2023-11-12', kind: 'muhurat', open: '18:15', close: '19:15', name: 'Muhurat trading (Samvat 2080)' },
  { date: '2024-01-20', kind: 'special', open: '09:15', close: '15:30', name: 'Special trading session (Saturday)' },
  { date: '2024-11-01', kind: 'muhurat', open: '18:00', close: '19:00', name: 'Muhurat trading (Samvat 2081)' },
  { date: '2025-02-01', kind: 'budget', open: '09:15', close: '15:30', name: 'Union Budget (Saturday)' },
  { date: '2025-10-21', kind: 'muhurat', open: '13:45', close: '14:45', name: 'Muhurat trading (Samvat 2082)' },
  { date: '2026-02-01', kind: 'budget', open: '09:15', close: '15:30', name: 'Union Budget (Sunday)' },
  {
    date: '2026-11-08',
    kind: 'muhurat',
    open: '18:00',
    close: '19:00',
    name: 'Muhurat trading (Samvat 2083)',
    provisional: true,
  },
];
