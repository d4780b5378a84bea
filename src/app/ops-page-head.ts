import type { PrivateOpsPage } from '#src/features/ops/ops-page-names';
import { privateRoute } from './lazy-head';

/**
 * A screen behind a role: its route options (page-head.ts `privateRoute`), titled by its name
 * (private-page-texts.ts), the name its gate's notice is headed by.
 */
export const opsRoute = (page: PrivateOpsPage) => privateRoute((texts) => texts.opsPageText(page));
