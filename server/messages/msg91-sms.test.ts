import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { msg91FromEnv, msg91Transport, type Msg91FlowRequest } from './msg91-sms';
import { otpMessage } from './testing/message-fixtures';
import { MSG91_DOCUMENTED_HEADERS, MSG91_ERROR, MSG91_SUCCESS } from './testing/msg91-recorded';

const starfolio = brands.find((b) => b.id === 'starfolio')!;

/** A local stand-in for MSG91's Flow endpoint: records each request, answers what `answer` holds. */
const seen: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: unknown }> = [];
let answer: { status: number; json: unknown } = { status: 200, json: MSG91_SUCCESS };
const endpoint = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({
      method: req.method!,
      path: req.url!,
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString()),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/v5/flow`;
});
afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));

const otp = otpMessage('sms', '9876501234');

describe('SMS through MSG91', () => {
  it("POSTs MSG91's documented Flow request: authkey header, JSON with the DLT-mapped template and the recipient's variables", async () => {
    seen.length = 0;
    answer = { status: 200, json: MSG91_SUCCESS };
    const send = msg91FromEnv({ MSG91_AUTH_KEY: 'auth-key-1', MSG91_TEMPLATE_OTP: 'tmpl-otp-1' }, ['otp'], { url })!;
    await send(otp, starfolio);
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/api/v5/flow');
    for (const name of MSG91_DOCUMENTED_HEADERS) expect(call!.headers[name]).toBeTruthy();
    expect(call!.headers.authkey).toBe('auth-key-1');
    expect(call!.headers['content-type']).toBe('application/json');
    const body: Msg91FlowRequest = {
      template_id: 'tmpl-otp-1',
      short_url: '0',
      recipients: [{ mobiles: '919876501234', code: '042042', brand: 'Starfolio' }],
    };
    expect(call!.body).toEqual(body);
  });

  it('throws on an error answer or an HTTP failure, and on a template with no MSG91 id', async () => {
    const send = msg91Transport({ authKey: 'k', templateIds: { otp: 'tmpl-otp-1' }, url });
    answer = { status: 200, json: MSG91_ERROR };
    await expect(send(otp, starfolio)).rejects.toThrow('MSG91 answered HTTP 200: Template id is missing or invalid');
    answer = { status: 401, json: { type: 'error', message: 'Unauthorized' } };
    await expect(send(otp, starfolio)).rejects.toThrow('HTTP 401');
    await expect(send({ ...otp, template: 'payment-link' }, starfolio)).rejects.toThrow(
      'no MSG91 template for payment-link: set MSG91_TEMPLATE_PAYMENT_LINK',
    );
  });

  it('is off without MSG91_AUTH_KEY', () => {
    expect(msg91FromEnv({ MSG91_TEMPLATE_OTP: 'x' }, ['otp'])).toBeNull();
  });
});
