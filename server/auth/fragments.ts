import type { Context } from 'hono';
import type { BrandConfig } from '../../brands/schema';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import type { AppEnv } from '../app-env';
import type { Queryable } from '../db/database';
import { perMonth } from '#contract/subscriptions/fee-period';
import { feeLabel as feeName, periodLabel as periodName, planMonths as monthsOf } from '../subscriptions/plan-labels';
import { formatRupees } from '#contract/locale/format';
import { markup, type Html } from './html';
import { FRAGMENT } from './page-messages';
import { safeNextPath } from '#contract/auth/next-path';
import { API, apiPath } from '#contract/http/api-paths';
import { offersSignIn } from './sign-in-methods';

/** Where the subscription prompt sends people (docs/baskets.md: the Featured Baskets address). */
export const SUBSCRIBE_PATH = '/featured/all/?basket-type=premium&order-by=&order-by-field=popularity';

/** Broker sign-in is offered where the login type is 'all' or 'broker'. */
export const offersBrokerLogin = (brand: BrandConfig) => offersSignIn(brand, 'broker');

/**
 * Where a broker's link signs in: on a brand entered only through its broker, the broker's own
 * sign-in, which connects the broker too (decision 0243); elsewhere the brand's page for its clients.
 */
export const brokerLoginHref = (brand: BrandConfig, broker: { id: string; loginPath: string }, next: string) =>
  brand.loginType === 'broker'
    ? `${apiPath(brand.segment, API.broker.login(broker.id))}?next=${encodeURIComponent(next)}`
    : `/${brand.segment}${broker.loginPath}?next=${encodeURIComponent(next)}`;

/**
 * Google sign-in is offered only where it can work: the brand has a Google client id and this server
 * can verify Google's ID tokens (GOOGLE_ID_TOKEN_PUBLIC_KEY, docs/decisions/0013).
 */
export const offersGoogleLogin = (brand: BrandConfig, serverVerifiesGoogle: boolean) =>
  brand.googleClientId !== null && serverVerifiesGoogle;

/** The visitor login-modal fragment: a <section> the client sanitises and shows in its login dialog. */
export function loginModalFragment(
  brand: BrandConfig,
  nextParam: unknown,
  { serverVerifiesGoogle }: { serverVerifiesGoogle: boolean },
): Html {
  const next = safeNextPath(nextParam);
  const brokers = offersBrokerLogin(brand) ? brand.brokers : [];
  const google =
    offersGoogleLogin(brand, serverVerifiesGoogle) &&
    markup`
  <p class="visitor-login-google"><button type="button" data-action="login-google" data-google-client-id="${brand.googleClientId}">${FRAGMENT.google}</button></p>`;
  const brokerLinks =
    brokers.length > 0 &&
    markup`
  <nav class="visitor-login-brokers" aria-labelledby="visitor-login-brokers-title">
    <h3 id="visitor-login-brokers-title">${FRAGMENT.brokersTitle}</h3>
    <ul>${brokers.map(
      (b) => markup`
      <li><a href="${brokerLoginHref(brand, b, next)}" data-action="login-broker" data-broker-id="${b.id}">${FRAGMENT.broker(b.name)}</a></li>`,
    )}
    </ul>
  </nav>`;
  return markup`<section class="visitor-login" data-fragment="login-modal" data-login-type="${brand.loginType}" aria-labelledby="visitor-login-title">
  <h2 id="visitor-login-title">${FRAGMENT.loginTitle(brand.displayName)}</h2>
  <form data-api="auth/login/" method="post" novalidate>
    <input type="hidden" name="next" value="${next}">
    <div class="visitor-login-field">
      <label for="visitor-login-email">${FRAGMENT.email}</label>
      <input id="visitor-login-email" name="email" type="email" autocomplete="email" inputmode="email" required>
    </div>
    <div class="visitor-login-field">
      <label for="visitor-login-password">${FRAGMENT.password}</label>
      <input id="visitor-login-password" name="password" type="password" autocomplete="current-password" required>
    </div>
    <p class="visitor-login-error" data-role="form-error" role="alert"></p>
    <button type="submit">${FRAGMENT.login}</button>
  </form>
  <p class="visitor-login-links">
    <button type="button" data-action="password-reset">${FRAGMENT.forgotPassword}</button>
    <button type="button" data-action="login-otp">${FRAGMENT.loginOtp}</button>
  </p>${google}${brokerLinks}
  <p class="visitor-login-signup">${FRAGMENT.signupPrompt} <button type="button" data-action="signup">${FRAGMENT.signup}</button></p>
</section>`;
}

export interface PlanOffer {
  interval: 'month' | 'year';
  intervalCount: number;
  amount: number;
}

/** One offer per period (the lowest fixed price across advisers' active plans), shortest first. */
export async function planOffers(db: Queryable): Promise<PlanOffer[]> {
  const { rows } = await db.query<{ interval: 'month' | 'year'; interval_count: number; amount: number }>(
    `SELECT interval, interval_count, min(amount)::float8 AS amount FROM plans
      WHERE fee_kind = 'FIXFEE' AND active
      GROUP BY interval, interval_count
      ORDER BY (CASE WHEN interval = 'year' THEN 12 ELSE 1 END) * interval_count`,
  );
  return rows.map((r) => ({ interval: r.interval, intervalCount: r.interval_count, amount: r.amount }));
}

/** The labels are the plans API's own (server/subscriptions/plan-labels.ts). */
export const planMonths = (p: PlanOffer) => monthsOf(p.interval, p.intervalCount);
export const periodLabel = (p: PlanOffer) => periodName(p.interval, p.intervalCount);
export const feeLabel = (p: PlanOffer) => feeName(p.interval, p.intervalCount);

/** One plan as a list item: period, fee label, price, and the monthly equivalent for longer plans. */
function planItem(p: PlanOffer): Html {
  const months = planMonths(p);
  const monthly = months > 1 && markup` <span class="plan-per-month">(${perMonth(p.amount, months)})</span>`;
  return markup`
    <li data-plan-months="${months}"><span class="plan-period">${periodLabel(p)}</span> <span class="plan-fee-label">${feeLabel(p)}</span> <span class="plan-amount">${formatRupees(p.amount)}</span>${monthly}</li>`;
}

/** The visitor subscription-required fragment: why the post is locked, the plans, a subscribe link. */
export function subscriptionFragment(brand: BrandConfig, plans: readonly PlanOffer[]): Html {
  const list =
    plans.length > 0
      ? markup`
  <h3>${FRAGMENT.plansTitle}</h3>
  <ul class="visitor-subscription-plans">${plans.map(planItem)}
  </ul>`
      : markup`
  <p>${FRAGMENT.noPlans}</p>`;
  return markup`<section class="visitor-subscription" data-fragment="subscription-required" aria-labelledby="visitor-subscription-title">
  <h2 id="visitor-subscription-title">${FRAGMENT.subscriptionTitle}</h2>
  <p>${FRAGMENT.subscriptionIntro(brand.displayName)}</p>${list}
  <p><a class="visitor-subscription-subscribe" href="${SUBSCRIBE_PATH}" data-action="subscribe">${FRAGMENT.subscribe}</a></p>
  <p class="visitor-subscription-login">${FRAGMENT.subscriberPrompt} <button type="button" data-action="login">${FRAGMENT.login}</button></p>
</section>`;
}

/** Fragments are the same for every visitor: the service worker may cache them, revalidating each time. */
export function fragmentResponse(c: Context<AppEnv>, body: Html) {
  c.header('Cache-Control', 'no-cache');
  c.header(CACHE_SCOPE_HEADER, 'public');
  return c.html(body.value);
}
