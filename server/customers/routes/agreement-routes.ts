import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH, FIELD } from '#contract/auth/messages';
import {
  createAgreementRequest,
  signAgreementRequest,
  type AgreementBody,
  type AgreementStatusBody,
} from '#contract/customer/types';
import { otpField } from '#contract/forms/fields';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { checkFor, issueFor, otpRateLimited, otpRefused } from '../../auth/otp-answers';
import { cacheScope } from '../../cache/cache-marks';
import { agreementBody, agreementText, esignTarget, targetOf } from '../agreement-answer';
import { agreementDisclosures, noAiDisclosure } from '../agreement-disclosures';
import { latestAgreementVersion } from '../agreement-versions';
import {
  agreementStatusFor,
  openAgreement,
  ownAgreement,
  planForAgreement,
  setOtpTarget,
  signAgreement,
} from '../agreements';
import { clientAddress } from '../../security/client-address';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const noPlan = (plan: number) => `There is no plan ${plan}.`;
const noAgreement = (id: string) => `There is no agreement ${id}.`;
/** A pending agreement whose text has since had a new version: signing it would not count. */
export const SUPERSEDED = 'This agreement has been updated. Please open it again to read and sign the new version.';

/**
 * The agreement its registration asks for (advisory or research services): created for a plan's adviser at the latest version with an e-sign OTP,
 * signed with that OTP (the consent recorded), and its status (docs/customer-onboarding.md).
 */
export function customerAgreementRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.customer.createAgreement), requireUser, validate('json', createAgreementRequest), async (c) => {
    cacheScope(c, 'private');
    const { db, user } = c.var;
    const planId = c.req.valid('json').plan;
    const plan = await planForAgreement(db, planId);
    const version = plan && (await latestAgreementVersion(db, plan.adviserId));
    if (!plan || !version) return fail(c, 404, noPlan(planId));
    if (!agreementDisclosures(version.kind, plan.fields)) return fail(c, 409, noAiDisclosure(plan.fields.adviserName));
    const row = await openAgreement(db, user.id, planId, plan.adviserId, version.id);
    if (row.status === 'signed') {
      // Unchanged: the text as signed, for the plan it was signed with.
      const signedFor = (await planForAgreement(db, row.plan_id, { anyPlan: true }))!;
      return ok<AgreementBody>(c, await agreementBody(db, row, signedFor, null));
    }
    const target = await esignTarget(db, user.id);
    const issued = await issueFor(c, target, 'esign');
    if (!issued.ok) return otpRateLimited(c, issued);
    await setOtpTarget(db, row.id, target.value);
    return ok<AgreementBody>(c, await agreementBody(db, row, plan, target.value));
  });

  r.post(
    at(API.customer.signAgreement),
    requireUser,
    validate('json', signAgreementRequest.partial({ otp: true })),
    async (c) => {
      cacheScope(c, 'private');
      const { db, user } = c.var;
      const { agreement: id, otp: typed } = c.req.valid('json');
      const row = await ownAgreement(db, user.id, id);
      const plan = row && (await planForAgreement(db, row.plan_id, { anyPlan: true }));
      if (!row || !plan) return fail(c, 404, noAgreement(id));
      if (row.status === 'signed') return ok<AgreementBody>(c, await agreementBody(db, row, plan, null));
      const latest = await latestAgreementVersion(db, row.adviser_id);
      if (latest?.id !== row.version_id) return fail(c, 400, SUPERSEDED, { agreement: SUPERSEDED });
      if (!agreementDisclosures(latest.kind, plan.fields)) return fail(c, 409, noAiDisclosure(plan.fields.adviserName));
      const otp = otpField.safeParse(typed);
      if (!otp.success) return fail(c, 400, AUTH.checkFields, { otp: otp.error.issues[0]?.message ?? FIELD.otpFormat });
      if (!row.otp_target) return fail(c, 400, AUTH.otpExpired, { otp: AUTH.otpExpired });
      const checked = await checkFor(c, targetOf(row.otp_target), 'esign', otp.data);
      if (!checked.ok) return otpRefused(c, checked);
      const { sha256, disclosures } = await agreementText(db, row, plan);
      const signed = await signAgreement(db, row.id, {
        ip: clientAddress(c),
        userAgent: c.req.header('user-agent') ?? '',
        textSha256: sha256,
        disclosures,
      });
      return ok<AgreementBody>(c, await agreementBody(db, signed, plan, null));
    },
  );

  r.get(at(API.customer.agreementStatus), requireUser, validate('query', createAgreementRequest), async (c) => {
    cacheScope(c, 'private');
    const planId = c.req.valid('query').plan;
    const status = await agreementStatusFor(c.var.db, c.var.user.id, planId);
    return status ? ok<AgreementStatusBody>(c, status) : fail(c, 404, noPlan(planId));
  });

  return r;
}
