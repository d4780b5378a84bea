import { createFileRoute } from '@tanstack/react-router';
import { leadsTo } from '#src/app/feature-gate';

/** The spec's 'create-basket-automated' as an address: the studio's automated basket screen, where offered. */
export const Route = createFileRoute('/create-basket-automated/')(leadsTo('/studio/automated/new/'));
