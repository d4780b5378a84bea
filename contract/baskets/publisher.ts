import type { AdviserCard } from './details';

/** Who publishes a basket, a post or a notice about securities: the name and SEBI registration SEBI asks to be shown. */
export type Publisher = Pick<AdviserCard, 'name' | 'adviserType' | 'sebiRegistration'>;
