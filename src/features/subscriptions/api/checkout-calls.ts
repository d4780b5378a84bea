import type { ApiClient } from '#src/lib/http/api-client';
import { COMPLIANCE_API } from '#contract/compliance/paths';
import { API } from '#contract/http/api-paths';
import type { AgreementBody, Customer, RiskProfile, RiskProfileBody } from '#contract/customer/types';
import type { FamilyBody, FamilyMember } from '#contract/compliance/family';
import type { PriceBody } from '#contract/subscriptions/plans';
import type { CheckoutRedirectBody, StandardCheckoutBody, TransactionBody } from '#contract/subscriptions/payments';

/** The checkout's calls (API.customer.*, API.plans.applyDiscount, API.payments.*), one function each. */
export const checkoutCalls = (api: ApiClient) => ({
  saveCustomer: (values: Record<string, string>) => api.post<Customer>(API.customer.create, values),
  /** Replaces the declared family (docs/compliance-fees.md). */
  saveFamily: (members: FamilyMember[]) => api.post<FamilyBody>(COMPLIANCE_API.family, { members }),
  riskProfile: (signal?: AbortSignal) => api.get<RiskProfileBody>(API.customer.riskProfile, { signal }),
  saveRiskProfile: (answers: Record<string, string>) => api.post<RiskProfile>(API.customer.riskProfile, { answers }),
  /** Creates (or answers the signed) agreement for the plan; sends the e-sign code. */
  createAgreement: (plan: number) => api.post<AgreementBody>(API.customer.createAgreement, { plan }),
  signAgreement: (agreement: string, otp: string) =>
    api.post<AgreementBody>(API.customer.signAgreement, { agreement, otp }),
  applyDiscount: (plan: number, code: string) => api.post<PriceBody>(API.plans.applyDiscount, { plan, code }),
  /** head.status 6: the status rules send the browser to the hosted checkout; resolves only without a redirect. */
  createTransaction: (plan: number, code: string | null, clientKey: string) =>
    api.post<CheckoutRedirectBody>(API.payments.createTransaction, { plan, code, client_key: clientKey }),
  /** A dealer's payment link (docs/dealer.md): head.status 6 to the same hosted checkout. */
  payLink: (token: string, clientKey: string) =>
    api.post<CheckoutRedirectBody>(API.dealer.paymentLinkPay, { token, client_key: clientKey }),
  completePayment: (ret: { transaction: string; payment_id: string; status: string; signature: string }) =>
    api.post<TransactionBody>(API.payments.complete, ret),
  /** What the brand's page opens Standard Checkout (Checkout.js) with. */
  checkoutOptions: (transaction: string, signal?: AbortSignal) =>
    api.get<StandardCheckoutBody>(API.payments.checkoutOptions, { query: { transaction }, signal }),
  transaction: (transaction: string, signal?: AbortSignal) =>
    api.get<TransactionBody>(API.payments.transactionDetails, { query: { transaction }, signal }),
});
