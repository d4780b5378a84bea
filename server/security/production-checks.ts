import type { BrandConfig } from '../../brands/schema';
import { merchantVariable } from '../payments/merchant-credentials';
import { brokerVariable } from '../broker/app-credentials';
import { configuredSecretProblem, INSTALLATION_SECRETS } from './installation-secrets';
import { VAPID_VARIABLES, vapidKeysProblem } from '../push/vapid-keys';

/** NODE_ENV=production: the start that must not run on anything a reader of the source could know. */
export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/**
 * Every variable a production start needs, in the order they are checked: the installation's own
 * secrets (sessions and CSRF, Web Push), then each brand's merchant credentials at the payment
 * provider and its app's at each of its brokers (docs/security.md, "Who signs what").
 */
export function requiredProductionVariables(brands: readonly BrandConfig[]): string[] {
  return [
    INSTALLATION_SECRETS.jwt.variable,
    ...VAPID_VARIABLES,
    ...brands.flatMap((brand) => [
      merchantVariable('KEY_ID', brand.id),
      merchantVariable('KEY_SECRET', brand.id),
      merchantVariable('WEBHOOK_SECRET', brand.id),
      ...brand.brokers.flatMap((broker) => [
        brokerVariable('KEY', brand.id, broker.id),
        brokerVariable('SECRET', brand.id, broker.id),
      ]),
    ]),
  ];
}

/**
 * Why a production start must not go on, in one line, or null. Secrets come first, each named; then
 * what only development may run: the test hooks, a test run's seeded database dump, and the simulated brokers and checkout, which accept
 * anyone's sign-in and pay nobody. This build's brands reach their brokers and payment provider only
 * through the simulators, so a production start stops there until real providers are configured.
 */
export function productionProblem(env: NodeJS.ProcessEnv, brands: readonly BrandConfig[]): string | null {
  if (!isProduction(env)) return null;
  for (const variable of requiredProductionVariables(brands)) {
    if (!env[variable]) return `NODE_ENV=production needs ${variable}: set it (see .env.example)`;
  }
  const jwt = configuredSecretProblem(INSTALLATION_SECRETS.jwt.variable, env[INSTALLATION_SECRETS.jwt.variable]!);
  if (jwt) return jwt;
  const vapid = vapidKeysProblem(env);
  if (vapid) return vapid;
  for (const name of ['PAYGATE_DEV_SECRET', 'BROKER_APP_SECRET', 'SCRYPT_LOG_N', 'PGLITE_SNAPSHOT'] as const) {
    if (env[name]) return `${name} is for development only: unset it when NODE_ENV=production`;
  }
  if (env.ENABLE_TEST_HOOKS) return 'ENABLE_TEST_HOOKS must not be set when NODE_ENV=production';
  // Razorpay has no page of an order to send a browser to: a live account pays through Standard Checkout.
  const hosted = brands.find((b) => b.paymentCheckout === 'hosted');
  if (env.RAZORPAY_API_ROOT && hosted) {
    return `${hosted.id} pays through the simulated checkout's hosted page ("paymentCheckout": "hosted"), which Razorpay has not: set "standard" in its brand.json (docs/payment-provider.md)`;
  }
  const simulated = brands.map((b) => b.id).join(', ');
  return `NODE_ENV=production refuses the simulated brokers and checkout, which ${simulated} still use: connect real providers first (docs/security.md, "Production start")`;
}
