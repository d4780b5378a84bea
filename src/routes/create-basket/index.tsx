import { createFileRoute } from '@tanstack/react-router';
import { leadsTo } from '#src/app/feature-gate';

/** The spec's 'create-basket' as an address: the studio's new basket screen, where the brand offers it. */
export const Route = createFileRoute('/create-basket/')(leadsTo('/studio/baskets/new/'));
