import { describe, expect, it } from 'vitest';
import { publisherLine, registrationLine } from './publisher';

describe('the publisher line (name and SEBI registration, docs/compliance.md)', () => {
  it('names an investment adviser by its registration', () => {
    const p = {
      name: 'Meera Iyer',
      adviserType: 'Registered Investment Adviser' as const,
      sebiRegistration: 'INA000017523',
    };
    expect(publisherLine(p)).toBe('Meera Iyer, SEBI-registered investment adviser INA000017523');
    expect(registrationLine(p)).toBe('SEBI-registered investment adviser INA000017523');
  });

  it('names a research analyst as one, never as an adviser', () => {
    const p = {
      name: 'Arjun Mehta Research',
      adviserType: 'Research Analyst' as const,
      sebiRegistration: 'INH000009144',
    };
    expect(publisherLine(p)).toBe('Arjun Mehta Research, SEBI-registered research analyst INH000009144');
  });
});
