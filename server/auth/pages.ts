import { Hono, type Context, type Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { BrandConfig } from '../../brands/schema';
import type { AppEnv } from '../app-env';
import { brokerForm, showBrokerSignIn, submitBrokerSignIn } from './broker';
import { fragmentResponse, loginModalFragment, offersBrokerLogin, planOffers, subscriptionFragment } from './fragments';
import { nextPathQuery } from '#contract/auth/types';
import { AUTH } from '#contract/auth/messages';
import { validate } from '../http/validate';
import { googleConfig } from './google';
import { BROKER } from './page-messages';
import { API_BODY_LIMIT_BYTES } from '#contract/http/headers';
import { refuseNulInBody } from '../security/nul-input';

/** A page of `brand` answers only on that brand's hosts, like its API. */
const onlyOn =
  (brand: BrandConfig, handler: Handler<AppEnv>): Handler<AppEnv> =>
  (c, next) =>
    c.var.brand.id === brand.id ? handler(c, next) : c.text(BROKER.otherSite, 404);

const notOffered = (c: Context<AppEnv>) => c.text(BROKER.notOffered, 404);

/**
 * The HTML pages of sign-in, outside /api, mounted at /{segment}: the two visitor fragments and
 * each broker's sign-in page.
 */
export function authPages(brand: BrandConfig) {
  const r = new Hono<AppEnv>();

  r.get('/visitor/login-modal/', validate('query', nextPathQuery), (c, next) =>
    onlyOn(brand, () =>
      fragmentResponse(
        c,
        loginModalFragment(brand, c.req.valid('query').next, { serverVerifiesGoogle: googleConfig() !== undefined }),
      ),
    )(c, next),
  );
  r.get(
    '/visitor/subscription-required/',
    onlyOn(brand, async (c) => fragmentResponse(c, subscriptionFragment(brand, await planOffers(c.var.db)))),
  );

  const limit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: (c) => c.text(AUTH.tooLarge, 413) });
  for (const broker of brand.brokers) {
    if (!offersBrokerLogin(brand)) {
      r.on(['GET', 'POST'], broker.loginPath, onlyOn(brand, notOffered));
      continue;
    }
    r.get(broker.loginPath, validate('query', nextPathQuery), (c, next) =>
      onlyOn(brand, () => showBrokerSignIn(c, brand, broker, c.req.valid('query').next))(c, next),
    );
    r.post(broker.loginPath, limit, refuseNulInBody, validate('query', nextPathQuery), brokerForm, (c, next) =>
      onlyOn(brand, () => submitBrokerSignIn(c, brand, broker, c.req.valid('query').next))(c, next),
    );
  }
  return r;
}
