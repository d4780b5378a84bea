import type { AdviserCard } from './details';
import type { AdviserType } from './types';

/** Who publishes a basket, a post or a notice about securities: the name and SEBI registration SEBI asks to be shown. */
export type Publisher = Pick<AdviserCard, 'name' | 'adviserType' | 'sebiRegistration' | 'registration'>;

/**
 * "SEBI-registered investment adviser INA000017523": the registration as every page, card and notice
 * words it. The server writes it into its answers (`registration`), so pages carry no copy of the rule.
 */
export const registrationLine = (adviserType: AdviserType, sebiRegistration: string) =>
  `SEBI-registered ${adviserType === 'Research Analyst' ? 'research analyst' : 'investment adviser'} ${sebiRegistration}`;

/** A publisher from its adviser's row: the name, the kind and number of registration, and the line. */
export const publisherOf = (name: string, adviserType: AdviserType, sebiRegistration: string): Publisher => ({
  name,
  adviserType,
  sebiRegistration,
  registration: registrationLine(adviserType, sebiRegistration),
});

/**
 * "Meera Iyer, SEBI-registered investment adviser INA000017523": the line at the start of a post, on a
 * basket page, a share card, a factsheet and a notification (SEBI, 26 February 2026; docs/compliance.md).
 */
export const publisherLine = (p: Pick<Publisher, 'name' | 'registration'>) => `${p.name}, ${p.registration}`;
