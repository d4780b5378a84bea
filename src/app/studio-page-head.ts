import type { studioPageTexts } from './private-page-texts';
import { privateRoute } from './lazy-head';

/** A studio screen's route options (page-head.ts `privateRoute`), titled from private-page-texts.ts. */
export const studioRoute = (page: keyof typeof studioPageTexts) => privateRoute((texts) => texts.studioPageTexts[page]);
