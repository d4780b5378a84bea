import { Hono } from 'hono';
import { z } from 'zod';
import { API, routePath as at } from '#contract/http/api-paths';
import { HEAD_STATUS } from '#contract/http/envelope';
import {
  completePaymentRequest,
  createTransactionRequest,
  type CheckoutRedirectBody,
  type StandardCheckoutBody,
  type TransactionBody,
  type TransactionsBody,
} from '#contract/subscriptions/payments';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { completePayment, NO_SUCH_TRANSACTION } from '../../subscriptions/complete-payment';
import { createTransaction } from '../../subscriptions/create-transaction';
import { standardCheckoutOptions } from '../../subscriptions/standard-checkout-options';
import { listTransactions, readTransaction } from '../../subscriptions/transaction-store';
import { fail, ok, withHeadStatus } from '../../http/envelope';
import { originOf, paymentRefusal, providerOf, pushOf } from '../payment-answers';
import { validate } from '../../http/validate';

const transactionQuery = z.object({ transaction: z.string().trim().min(1).max(64) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/**
 * Paying for a plan (docs/payments.md): create-transaction answers head.status 6 with the hosted
 * checkout (the redirect rule of docs/session.md, "One request client, one table of rules"), complete-payment settles
 * the browser's signed return, and the status screen and account area read transactions. Signed-in users only; POSTs
 * carry the CSRF header.
 */
export function paymentRoutes() {
  const r = new Hono<UserEnv>();
  r.use(at(API.payments.createTransaction), requireUser);
  r.use(at(API.payments.complete), requireUser);
  r.use(at(API.payments.transactionDetails), requireUser);
  r.use(at(API.payments.transactions), requireUser);
  r.use(at(API.payments.checkoutOptions), requireUser);

  r.post(at(API.payments.createTransaction), validate('json', createTransactionRequest), async (c) => {
    const { plan, code, client_key } = c.req.valid('json');
    cacheScope(c, 'private');
    try {
      const created = await createTransaction(
        { db: c.var.db, provider: providerOf(c), brand: c.var.brand, origin: originOf(c) },
        {
          userId: c.var.user.id,
          planId: plan,
          code,
          clientKey: client_key,
          now: new Date(),
          marketNow: c.var.market.now(),
        },
      );
      return withHeadStatus<CheckoutRedirectBody>(c, HEAD_STATUS.redirect, {
        redirect_url: created.redirectUrl,
        transaction: created.transaction,
      });
    } catch (e) {
      return paymentRefusal(c, e);
    }
  });

  r.post(at(API.payments.complete), validate('json', completePaymentRequest), async (c) => {
    const ret = c.req.valid('json');
    cacheScope(c, 'private');
    try {
      await completePayment(c.var.db, providerOf(c), c.var.user.id, ret, { push: pushOf(c) });
    } catch (e) {
      return paymentRefusal(c, e);
    }
    return ok<TransactionBody>(c, (await readTransaction(c.var.db, c.var.user.id, ret.transaction))!);
  });

  // A Standard Checkout brand's page opens Checkout.js with these (docs/payments.md, "Standard Checkout").
  r.get(at(API.payments.checkoutOptions), validate('query', transactionQuery), async (c) => {
    cacheScope(c, 'private');
    try {
      const { transaction } = c.req.valid('query');
      const body = await standardCheckoutOptions(c.var.db, providerOf(c), c.var.brand, {
        userId: c.var.user.id,
        transaction,
        pageOrigin: originOf(c),
      });
      return ok<StandardCheckoutBody>(c, body);
    } catch (e) {
      return paymentRefusal(c, e);
    }
  });

  r.get(at(API.payments.transactionDetails), validate('query', transactionQuery), async (c) => {
    cacheScope(c, 'private');
    const t = await readTransaction(c.var.db, c.var.user.id, c.req.valid('query').transaction);
    return t ? ok<TransactionBody>(c, t) : fail(c, 404, NO_SUCH_TRANSACTION);
  });

  r.get(at(API.payments.transactions), validate('query', pageQuery), async (c) => {
    cacheScope(c, 'private');
    return ok<TransactionsBody>(c, await listTransactions(c.var.db, c.var.user.id, c.req.valid('query').page));
  });
  return r as unknown as Hono<AppEnv>;
}
