import { describe, expect, it } from 'vitest';
import { publisherLine, publisherOf } from './publisher';

describe('the publisher line (name and SEBI registration, docs/compliance.md)', () => {
  it('names an investment adviser by its registration', () => {
    const p = publisherOf('Meera Iyer', 'Registered Investment Adviser', 'INA000017523');
    expect(p.registration).toBe('SEBI-registered investment adviser INA000017523');
    expect(publisherLine(p)).toBe('Meera Iyer, SEBI-registered investment adviser INA000017523');
  });

  it('names a research analyst as one, never as an adviser', () => {
    const p = publisherOf('Arjun Mehta Research', 'Research Analyst', 'INH000009144');
    expect(publisherLine(p)).toBe('Arjun Mehta Research, SEBI-registered research analyst INH000009144');
  });
});
