import { describe, expect, it } from 'vitest';
import { checkVapid, decryptPushBody } from './rfc8291';
import webPush from 'web-push';

// RFC 8291, Appendix A: the example's user agent keys and the encrypted push message.
const UA_PRIVATE = 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94';
const UA_PUBLIC = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
const AUTH = 'BTBZMqHH6r4Tts7J_aSIgg';
const MESSAGE =
  'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN';

const example = { p256dh: UA_PUBLIC, auth: AUTH, privateKey: Buffer.from(UA_PRIVATE, 'base64url') };

describe('decryptPushBody (RFC 8291)', () => {
  it("decrypts the RFC's own example", () => {
    expect(decryptPushBody(Buffer.from(MESSAGE, 'base64url'), example)).toBe(
      'When I grow up, I want to be a watermelon',
    );
  });

  it('refuses a tampered message and the wrong auth secret', () => {
    const tampered = Buffer.from(MESSAGE, 'base64url');
    tampered[tampered.length - 20]! ^= 1;
    expect(() => decryptPushBody(tampered, example)).toThrow();
    expect(() =>
      decryptPushBody(Buffer.from(MESSAGE, 'base64url'), { ...example, auth: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    ).toThrow();
  });
});

describe('checkVapid (RFC 8292)', () => {
  const keys = webPush.generateVAPIDKeys();
  const origin = 'http://127.0.0.1:9';
  const now = Math.floor(Date.now() / 1000);
  const header = (aud: string) => {
    const details = webPush.generateRequestDetails(
      { endpoint: `${aud}/push/x`, keys: { p256dh: UA_PUBLIC, auth: AUTH } },
      'x',
      {
        vapidDetails: { subject: 'mailto:support@starfolio.example', ...keys },
      },
    );
    return String(details.headers.Authorization);
  };

  it('accepts a JWT for this origin and reads its claims', () => {
    expect(checkVapid(header(origin), origin, now)).toMatchObject({
      aud: origin,
      sub: 'mailto:support@starfolio.example',
      key: keys.publicKey,
    });
  });

  it('refuses another audience, an expired token and a forged signature', () => {
    expect(() => checkVapid(header('http://127.0.0.1:10'), origin, now)).toThrow(/aud/);
    expect(() => checkVapid(header(origin), origin, now + 2 * 24 * 3600)).toThrow(/exp/);
    const other = webPush.generateVAPIDKeys().publicKey;
    expect(() => checkVapid(header(origin).replace(/k=.*$/, `k=${other}`), origin, now)).toThrow(/signature/);
  });
});
