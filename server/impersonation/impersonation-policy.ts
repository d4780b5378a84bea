import { API } from '#contract/http/api-paths';
import { COMPLIANCE_API } from '#contract/compliance/paths';
import { STATUS_API } from '#contract/status/status-paths';
import { TAX_API } from '#contract/tax/tax-paths';

/**
 * What a client's view may and may not do (docs/login-as-client.md, decision 0198). Every write the
 * API answers is named here, once, from API.*: refused in a client's view (DENIED, grouped by why) or
 * allowed (ALLOWED). impersonation-policy.test.ts fails when a mounted write is in neither list, so a
 * new money route cannot slip through unclassified; and the guard refuses an unlisted write anyway.
 */
const P = ':p';

export const DENIED: Record<string, readonly string[]> = {
  'moves money': [
    API.trading.tradeBasketOrders,
    API.trading.requestOrder,
    API.trading.updateOrder,
    API.trading.cancelOrder,
    API.trading.fixInvestmentQty,
    API.investment.rebalanceAccept,
    API.investment.rebalanceIgnore,
    API.investment.startSip,
    API.investment.stopSip,
    API.investment.confirmSip,
    API.investment.stoplossAdd,
    API.investment.targetAdd,
    API.investment.close,
    API.plans.applyDiscount,
    API.payments.createTransaction,
    API.payments.complete,
    API.payments.cancel,
    API.payments.renew,
    API.dealer.paymentLink,
    API.dealer.paymentLinkPay,
    API.ria.rebalanceSheets,
    API.ria.rebalanceApply,
  ],
  'changes credentials or contact details': [
    API.auth.login,
    API.auth.registration,
    API.auth.passwordReset,
    API.auth.google,
    API.auth.generateOtp,
    API.auth.verifyOtp,
    API.auth.siteClientLogin,
    API.auth.siteClientLogout,
    API.account.profile,
    API.account.contactChange,
    API.account.contactConfirm,
    API.account.password,
    API.account.notifications,
    API.account.notificationChannels,
    API.account.priceAlerts,
    API.account.priceAlertsRemove,
    API.account.signOutDevice,
    API.broker.connect,
    API.broker.delete,
    API.push.subscribe,
    API.push.unsubscribe,
    API.loginAsClient.start,
  ],
  'signs agreements or the risk profile': [
    API.customer.create,
    API.customer.riskProfile,
    // The family declared for SEBI's fee limit: the client's own declaration, by PAN.
    COMPLIANCE_API.family,
    API.customer.createAgreement,
    API.customer.signAgreement,
  ],
  'speaks or publishes in the client’s name': [
    API.blog.like,
    API.blog.unlike,
    API.blog.addComment(P),
    API.baskets.watchlistAdd,
    API.baskets.watchlistDelete,
    API.complaints.create,
    API.complaints.reply,
    API.leads.create,
    API.leads.contact,
  ],
  'staff work (no client has it)': [
    API.baskets.setShareable,
    ...Object.values(API.studio).filter((p) => typeof p === 'string' && p !== API.studio.notices),
    API.blogCms.save,
    API.blogCms.publish,
    API.blogCms.unpublish,
    API.blogCms.image,
    API.blogCms.files,
    API.blogCms.fileDelete,
    API.blogCms.authors,
    API.adviserPlans.create,
    API.adviserPlans.update,
    API.complaints.adminAnswer,
    API.siteInfo.faqUpdate,
    API.siteInfo.faqDelete,
    API.siteInfo.websiteDetails,
    STATUS_API.status.adminCreate,
    STATUS_API.status.adminUpdate,
    STATUS_API.status.adminResolve,
    API.ria.uploadClients,
    ...Object.values(API.admin),
  ],
};

/**
 * Writes a client's view may make: ending it, reporting the app's own errors, and a tax estimate (a POST
 * for its list of sales that changes nothing, as a read would not).
 */
export const ALLOWED: readonly string[] = [
  API.auth.logout,
  API.loginAsClient.exit,
  API.logger.report,
  TAX_API.tax.saleEstimate,
];

/**
 * Calls mounted before the session's checks: server to server (signed by the broker or the payment
 * provider), and the checkout's return, which the provider's page posts and which only redirects.
 */
export const NO_SESSION: readonly string[] = [API.broker.postback(P), API.payments.webhook, API.payments.callback];

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:p/g, '[^/]+')}$`);
const deniedPatterns = Object.values(DENIED).flat().map(pattern);
const allowedPatterns = ALLOWED.map(pattern);

/** True when a client's view may make this call: every read, and the ALLOWED writes. */
export function allowedInClientView(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  if (deniedPatterns.some((re) => re.test(path))) return false;
  return allowedPatterns.some((re) => re.test(path));
}
