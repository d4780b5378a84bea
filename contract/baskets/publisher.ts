import type { AdviserCard } from './details';

/** Who publishes a basket, a post or a notice about securities: the name and SEBI registration SEBI asks to be shown. */
export type Publisher = Pick<AdviserCard, 'name' | 'adviserType' | 'sebiRegistration'>;

/** "SEBI-registered investment adviser INA000017523": the registration as every page, card and notice words it. */
export const registrationLine = (p: Publisher) =>
  `SEBI-registered ${p.adviserType === 'Research Analyst' ? 'research analyst' : 'investment adviser'} ${p.sebiRegistration}`;

/**
 * "Meera Iyer, SEBI-registered investment adviser INA000017523": the line at the start of a post, on a
 * basket page, a share card, a factsheet and a notification (SEBI, 26 February 2026; docs/compliance.md).
 */
export const publisherLine = (p: Publisher) => `${p.name}, ${registrationLine(p)}`;
