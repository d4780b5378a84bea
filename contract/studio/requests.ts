import { z } from 'zod';
import { idField } from '#contract/forms/fields';
import { REBALANCE_FREQUENCIES } from '#contract/baskets/types';
import { automatedRules } from './automated-rules';
import { BASKET_STATUS_ACTIONS } from './types';
import { BASKET_HTML_TAG, STUDIO_LIMITS } from './rules';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';

/**
 * The studio's request schemas (docs/studio.md): what the server validates with. The field checks
 * are studio-rules.ts's, which the app applies too, so both sides refuse the same input.
 */

const basketHash = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'There is no basket with this hash.');
const noSpacesAround = (label: string) =>
  z
    .string({ error: M.textEmpty(label) })
    .min(1, M.textEmpty(label))
    .refine((v) => !/^\s|\s$|\s\s/.test(v), M.textInvalid(label));

export const basketName = noSpacesAround('basket name')
  .max(STUDIO_LIMITS.nameMax, `Please enter at most ${STUDIO_LIMITS.nameMax} characters`)
  .refine((v) => !BASKET_HTML_TAG.test(v), M.basketNameHtml);
export const basketDescription = z
  .string({ error: M.textEmpty('basket description') })
  .trim()
  .min(1, M.textEmpty('basket description'))
  .max(STUDIO_LIMITS.descriptionMax, `Please enter at most ${STUDIO_LIMITS.descriptionMax} characters`)
  .refine((v) => !BASKET_HTML_TAG.test(v), M.basketDescriptionHtml);

export const constituentInput = z.object({
  symbol: z.string().trim().min(1).max(32),
  weight: z.number().gt(0).lte(100),
  rationale: z.string().trim().max(STUDIO_LIMITS.rationaleMax).default(''),
});

/** Everything of a basket but its constituents, as create and edit take them. */
export const basketFields = z.object({
  name: basketName,
  description: basketDescription,
  methodology: z.string().trim().max(STUDIO_LIMITS.methodologyMax).default(''),
  risk_type: z.enum(['high', 'medium', 'low']),
  fund_type: z.string().trim().min(1).max(40),
  benchmark_id: z.string().trim().min(1).max(40),
  fee_kind: z.enum(['FIXFEE', 'AUM']),
  /** Rupees a year, or percent of assets; the server holds it to SEBI's caps (basket-checks.ts). */
  fee_amount: z.number().nonnegative().max(STUDIO_LIMITS.feeAmountMax),
  rebalance_frequency: z.enum(REBALANCE_FREQUENCIES),
  is_premium: z.boolean().default(false),
  is_shareable: z.boolean().default(false),
  fixed_minimum_amount: z.number().positive().max(STUDIO_LIMITS.minimumAmountMax).nullable().default(null),
  tag_slugs: z.array(z.string().max(60)).max(STUDIO_LIMITS.tagsMax).default([]),
});

export const basketCreateRequest = basketFields.extend({
  constituents: z.array(constituentInput).min(1).max(STUDIO_LIMITS.constituentsMax),
  /** true: publish at once (the only way on a brand without drafts). */
  publish: z.boolean().default(false),
});
export type BasketCreateRequest = z.input<typeof basketCreateRequest>;

export const basketEditRequest = basketFields.partial().extend({
  basket_hash: basketHash,
  /** A draft's working constituents (a published basket changes them through constituentsEdit). */
  constituents: z.array(constituentInput).min(1).max(STUDIO_LIMITS.constituentsMax).optional(),
});
export type BasketEditRequest = z.input<typeof basketEditRequest>;

export const constituentsEditRequest = z.object({
  basket_hash: basketHash,
  constituents: z.array(constituentInput).min(1).max(STUDIO_LIMITS.constituentsMax),
  /** Why the basket changes: shown to investors with the rebalance. */
  rationale: z.string().trim().min(1, M.textEmpty('rationale')).max(STUDIO_LIMITS.rationaleMax),
});
export type ConstituentsEditRequest = z.input<typeof constituentsEditRequest>;

export const basketHashRequest = z.object({ basket_hash: basketHash });
export const basketStatusRequest = z.object({ basket_hash: basketHash, action: z.enum(BASKET_STATUS_ACTIONS) });
export const faqUpdateRequest = z.object({
  basket_hash: basketHash,
  id: idField().optional(),
  question: z.string().trim().min(1, M.textEmpty('question')).max(300),
  answer: z.string().trim().min(1, M.textEmpty('answer')).max(3000),
});
export const faqDeleteRequest = z.object({ basket_hash: basketHash, id: idField() });
export const stockRationaleRequest = z.object({
  basket_hash: basketHash,
  symbol: z.string().trim().min(1).max(32),
  rationale: z.string().trim().max(STUDIO_LIMITS.rationaleMax),
});

export const automatedCreateRequest = basketFields.omit({ tag_slugs: true }).extend({
  tag_slugs: z.array(z.string().max(60)).max(STUDIO_LIMITS.tagsMax).default([]),
  rules: automatedRules,
});
export type AutomatedCreateRequest = z.input<typeof automatedCreateRequest>;
export const automatedRulesRequest = z.object({ basket_hash: basketHash, rules: automatedRules });
export const automatedPublishRequest = z.object({
  basket_hash: basketHash,
  proposal: idField(),
  rationale: z.string().trim().min(1, M.textEmpty('rationale')).max(STUDIO_LIMITS.rationaleMax),
});

export const noticesReadRequest = z.object({ ids: z.array(idField()).min(1).max(100) });
