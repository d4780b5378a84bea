import type { Context } from 'hono';
import { cacheTags } from '../cache/cache-marks';

/** The tag of public answers that show an adviser's plans (docs/caching.md, "Opting in"). */
const tag = (adviserId: number) => `adviser-plans:${adviserId}`;

export const showsPlans = (c: Context, adviserId: number) => cacheTags(c, tag(adviserId));

export const plansChanged = (c: Context, adviserId: number) => c.var.responseCache.invalidate(tag(adviserId));
