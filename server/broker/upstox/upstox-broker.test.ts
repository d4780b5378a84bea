import { describe, expect, it } from 'vitest';
import Upstox from 'upstox-js-sdk';
import { brands } from '../../../brands/registry';
import { istParts } from '#contract/locale/ist';
import { testServerPerFile } from '../../test-server-per-file';
import { BrokerRefused, BrokerSessionEnded } from '../broker';
import { API_VERSION, settle } from './upstox-client';
import { authorizationCode, upstoxOf } from './testing/upstox-test-fixtures';

// Upstox's official client (upstox-js-sdk) against the simulated broker, which answers as Upstox API v2
// does: the adapter the app uses for the brand's second broker, and the client alone where the
// simulator's answers are tested.
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();

const limitBuy = (tag: string, quantity = 1) =>
  ({ symbol: 'TCS', side: 'BUY', quantity, orderType: 'LIMIT', limitPrice: 1, tag }) as const;

describe('Upstox through the official client', () => {
  it('signs in through the authorization dialog and exchanges the code with the secret and redirect URI', async () => {
    const { upstox, client, credentials, redirectUrl } = upstoxOf(file.t, starfolio);
    const url = new URL(upstox.signInUrl({ state: 'st-1', redirectUrl }));
    expect(url.pathname).toBe('/v2/login/authorization/dialog');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: credentials.apiKey,
      redirect_uri: redirectUrl,
      state: 'st-1',
    });
    const code = await authorizationCode(file.t, upstox, redirectUrl, 'UP1001');
    const token = (secret: string) =>
      settle((done) =>
        new Upstox.LoginApi(client()).token(
          API_VERSION,
          {
            code,
            clientId: credentials.apiKey,
            clientSecret: secret,
            redirectUri: redirectUrl,
            grantType: 'authorization_code',
          },
          done,
        ),
      );
    await expect(token('not-the-secret')).rejects.toMatchObject({
      status: 401,
      response: { body: { status: 'error', errors: [{ errorCode: 'UDAPI100016', message: 'Invalid Credentials' }] } },
    });
    await expect(upstox.createSession(code, { redirectUrl: 'http://elsewhere.localhost/cb/' })).rejects.toThrow(
      "Check your 'client_id' and 'redirect_uri'; one or both are incorrect.",
    );
    const session = await upstox.createSession(code, { redirectUrl });
    expect(session.clientCode).toBe('UP1001');
    // Upstox ends every token at 03:30 IST the next morning.
    expect(istParts(session.expiresAt)).toMatchObject({ hour: 3, minute: 30 });
    await expect(upstox.createSession(code, { redirectUrl })).rejects.toBeInstanceOf(BrokerRefused);
    await upstox.endSession(session.accessToken);
    await expect(upstox.funds(session.accessToken)).rejects.toBeInstanceOf(BrokerSessionEnded);
  });

  it('reads funds, places, modifies and cancels an order, and reads the order book and details', async () => {
    const { upstox, seen, redirectUrl } = upstoxOf(file.t, starfolio);
    const { accessToken } = await upstox.createSession(await authorizationCode(file.t, upstox, redirectUrl, 'UP1002'), {
      redirectUrl,
    });
    expect(await upstox.funds(accessToken)).toEqual({ available: 1_000_000, blocked: 0 });
    const { orderId } = await upstox.placeOrder(accessToken, limitBuy('up1002a', 2));
    expect(await upstox.order(accessToken, orderId)).toMatchObject({
      status: 'OPEN',
      quantity: 2,
      limitPrice: 1,
      tag: 'up1002a',
    });
    expect(await upstox.funds(accessToken)).toEqual({ available: 999_998, blocked: 2 });
    // The same tag again answers the order already in the book.
    expect(await upstox.placeOrder(accessToken, limitBuy('up1002a', 2))).toEqual({ orderId });
    await upstox.modifyOrder(accessToken, orderId, { quantity: 3 });
    expect((await upstox.orders(accessToken)).find((o) => o.orderId === orderId)).toMatchObject({
      quantity: 3,
      limitPrice: 1,
    });
    await upstox.cancelOrder(accessToken, orderId);
    expect(await upstox.order(accessToken, orderId)).toMatchObject({ status: 'CANCELLED', filledQuantity: 0 });
    await expect(upstox.cancelOrder(accessToken, orderId)).rejects.toBeInstanceOf(BrokerRefused);
    expect(await upstox.order(accessToken, '999999999999999')).toBeUndefined();
    const paths = seen.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /v2/order/place');
    expect(paths).toContain('PUT /v2/order/modify');
    expect(paths).toContain(`DELETE /v2/order/cancel?order_id=${orderId}`);
    const place = seen.find((r) => r.path === '/v2/order/place')!;
    expect(place.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(place.headers.get('api-version')).toBe('2.0');
    expect(JSON.parse(place.body)).toMatchObject({
      product: 'D',
      validity: 'DAY',
      order_type: 'LIMIT',
      transaction_type: 'BUY',
      instrument_token: expect.stringMatching(/^NSE_EQ\|INE/),
      is_amo: false,
      tag: 'up1002a',
    });
  });

  it('fills a market order into the holdings, with its trades, and quotes the last price', async () => {
    const { upstox, client, redirectUrl } = upstoxOf(file.t, starfolio);
    const { accessToken } = await upstox.createSession(await authorizationCode(file.t, upstox, redirectUrl, 'UP1003'), {
      redirectUrl,
    });
    const { orderId } = await upstox.placeOrder(accessToken, {
      symbol: 'INFY',
      side: 'BUY',
      quantity: 2,
      orderType: 'MARKET',
      tag: 'up1003a',
    });
    const filled = await upstox.order(accessToken, orderId);
    expect(filled).toMatchObject({ status: 'COMPLETE', filledQuantity: 2, symbol: 'INFY', limitPrice: null });
    expect(await upstox.holdings(accessToken)).toEqual([
      { symbol: 'INFY', quantity: 2, averagePrice: filled!.averagePrice },
    ]);
    const trades = await settle<{ data: { orderId: string; quantity: number; averagePrice: number }[] }>((done) =>
      new Upstox.OrderApi(client(accessToken)).getTradesByOrder(orderId, API_VERSION, done),
    );
    expect(trades.data).toEqual([
      expect.objectContaining({ orderId, quantity: 2, averagePrice: filled!.averagePrice }),
    ]);
    const ltp = await upstox.ltp!(accessToken, ['INFY', 'TCS']);
    expect(Object.keys(ltp).sort()).toEqual(['INFY', 'TCS']);
    expect(ltp.INFY).toBe((await file.t.market.quote('INFY'))!.ltp);
  });

  it("answers an invalid token with UDAPI100050, the app's session-expired '110'", async () => {
    const { upstox, client } = upstoxOf(file.t, starfolio);
    await expect(
      settle((done) => new Upstox.UserApi(client('not-a-token')).getUserFundMargin(API_VERSION, {}, done)),
    ).rejects.toMatchObject({
      status: 401,
      response: {
        body: { status: 'error', errors: [{ error_code: 'UDAPI100050', message: 'Invalid token used to access API' }] },
      },
    });
    await expect(upstox.orders('not-a-token')).rejects.toBeInstanceOf(BrokerSessionEnded);
  });

  it('refuses an order it cannot read with UDAPI100036 and the field at fault', async () => {
    const { upstox, client, redirectUrl } = upstoxOf(file.t, starfolio);
    const { accessToken } = await upstox.createSession(await authorizationCode(file.t, upstox, redirectUrl, 'UP1004'), {
      redirectUrl,
    });
    const body = {
      quantity: 1,
      product: 'I',
      validity: 'DAY',
      price: 0,
      instrumentToken: 'NSE_EQ|INE467B01029',
      orderType: 'MARKET',
      transactionType: 'BUY',
      disclosedQuantity: 0,
      triggerPrice: 0,
      isAmo: false,
    };
    await expect(
      settle((done) => new Upstox.OrderApi(client(accessToken)).placeOrder(body, API_VERSION, done)),
    ).rejects.toMatchObject({
      status: 400,
      response: { body: { errors: [{ error_code: 'UDAPI100036', property_path: 'product', invalid_value: 'I' }] } },
    });
    await expect(upstox.placeOrder(accessToken, { ...limitBuy('up1004a'), symbol: 'NOPE' })).rejects.toBeInstanceOf(
      BrokerRefused,
    );
  });
});
