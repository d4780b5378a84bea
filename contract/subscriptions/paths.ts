/**
 * The subscriptions' API paths, under /{brand segment}/api/: advisers' plans, what an investor completes
 * before paying, payments and invoices (docs/subscriptions.md, customer-onboarding.md, payments.md). Part
 * of `API` (contract/http/api-paths.ts), kept here so each file stays readable.
 */
export const SUBSCRIPTION_API = {
  /** Advisers' plans and buying one (docs/subscriptions.md). A plan is named by its id. */
  plans: {
    /** GET ?adviser=<slug> | ?basket=<hash>: PlansBody (active plans only). */
    list: 'plans/',
    /** GET ?plan=: PlanCheckoutBody, everything the checkout needs to know before paying. */
    customerDetails: 'get-plan-customer-details/',
    /** POST { plan, code }: PriceBody with the discount; 400 { errors: { code } } when it does not apply. */
    applyDiscount: 'apply-discount/',
  },
  /** KYC, risk profile and the advisory agreement (docs/subscriptions.md "Before paying"). */
  customer: {
    /** GET: CustomerBody, or body null before the first save (KYC customer data). */
    kyc: 'kyc/customer-data/',
    /** POST customerRequest: saves the investor's customer details; 400 with the spec's messages. */
    create: 'create-customer/',
    /** GET: RiskProfileBody. POST riskProfileRequest: computes and keeps a new profile. */
    riskProfile: 'risk-profile/',
    /** POST { plan }: AgreementBody; sends the e-sign OTP. A signed one for the same version answers it unchanged. */
    createAgreement: 'create-agreement/',
    /** POST { agreement, otp }: AgreementBody signed; the consent recorded with time, version and client. */
    signAgreement: 'agreement/esign/',
    /** GET ?plan=: AgreementStatusBody. */
    agreementStatus: 'check-agreement-status/',
  },
  /** Payments, subscriptions and invoices (docs/payments.md). */
  payments: {
    /** POST { plan, code?, client_key }: head.status 6 with { redirect_url, transaction } (the hosted checkout). */
    createTransaction: 'create-transaction/',
    /** POST the checkout's signed return { transaction, payment_id, status, signature }: TransactionBody. */
    complete: 'complete-payment/',
    /** POST, server to server from the payment provider: signed (header), idempotent, replays refused. No CSRF. */
    webhook: 'payments/webhook/',
    /**
     * GET or POST ?transaction=, from the checkout: Razorpay's razorpay_payment_id, razorpay_order_id,
     * razorpay_signature (or error[…]) → 303 to the status page with the return complete-payment takes. No CSRF.
     */
    callback: 'payments/callback/',
    /** GET ?transaction=: StandardCheckoutBody, what the brand's page opens Checkout.js with (unpaid transactions only). */
    checkoutOptions: 'payments/checkout-options/',
    /** GET: SubscriptionsBody. */
    subscriptions: 'get-subscriptions/',
    /** GET ?page=: TransactionsBody, newest first. */
    transactions: 'get-transactions/',
    /** GET ?transaction=: TransactionBody (the status screen polls it). */
    transactionDetails: 'get-transaction-details/',
    /** GET: the transaction's GST invoice, application/pdf (paid transactions only). */
    invoice: (transaction: string) => `invoice/${transaction}/`,
    /** GET ?subscription=: CancelPreviewBody (the refund of the unexpired period). */
    cancelPreview: 'subscription/cancel/preview/',
    /** POST { subscription }: SubscriptionBody cancelled, no further charges, refund recorded. */
    cancel: 'subscription/cancel/',
    /** POST { subscription, client_key }: head.status 6 to pay the recurring amount for the next period. */
    renew: 'subscription/renew/',
  },
  /** The adviser's plans, with SEBI's fee limits (docs/subscriptions.md "SEBI limits"). */
  adviserPlans: {
    /** GET: the signed-in adviser's plans, active or not. 404 for a user who is no adviser. */
    list: 'adviser/plans/',
    /** POST planRequest: creates a plan; 400 { errors } naming the limit broken. */
    create: 'adviser/plans/create/',
    /** POST planRequest & { plan }: changes a plan (new buyers only; bought periods keep their price). */
    update: 'adviser/plans/update/',
  },
} as const;
