import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { customerRequest, type CustomerBody } from '#contract/customer/types';
import { validateCustomer } from '#contract/customer/fields';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { customerOrDraft, saveCustomer } from '../customer-store';
import { simulatedKycVerifier, type KycVerifier } from '../kyc-verifier';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

export interface CustomerRouteOptions {
  /** The KYC check: the simulated one unless a KRA / CKYC lookup is configured. */
  kyc?: KycVerifier;
}

/**
 * The investor's customer details (KYC customer data): read, and save with the brand's required
 * fields and the spec's messages (docs/customer-onboarding.md). Answers are private.
 */
export function customerRoutes({ kyc = simulatedKycVerifier }: CustomerRouteOptions = {}) {
  const r = new Hono<AppEnv>();

  r.get(at(API.customer.kyc), requireUser, async (c) => {
    cacheScope(c, 'private');
    return ok<CustomerBody>(c, await customerOrDraft(c.var.db, c.var.user.id));
  });

  r.post(at(API.customer.create), requireUser, validate('json', customerRequest.partial()), async (c) => {
    const checked = validateCustomer(c.req.valid('json'), c.var.brand.requiredCustomerFields, { now: new Date() });
    cacheScope(c, 'private');
    if (!checked.value) return fail(c, 400, AUTH.checkFields, checked.errors);
    const details = { ...checked.value, name: checked.value.name ?? c.var.user.name };
    const result = await kyc.verify({ name: details.name, pan: details.pan, dob: details.dob });
    return ok<CustomerBody>(c, await saveCustomer(c.var.db, c.var.user.id, details, result));
  });

  return r;
}
