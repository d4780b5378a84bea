import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';

/**
 * The browser's half of Web Push encryption (RFC 8291, aes128gcm of RFC 8188) and the push service's
 * VAPID check (RFC 8292), written from the RFCs for the tests' local push service: what the server
 * sends must decrypt with keys only the "browser" holds.
 */

export interface BrowserKeys {
  /** Uncompressed P-256 public key, base64url (PushSubscription keys.p256dh). */
  p256dh: string;
  /** 16 random bytes, base64url (keys.auth). */
  auth: string;
  privateKey: Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};
const ONE = Buffer.from([1]);
const info = (text: string) => Buffer.concat([Buffer.from(text, 'latin1'), Buffer.from([0])]);

/** Decrypts an aes128gcm body (one record, as Web Push sends) for the browser holding `keys`. */
export function decryptPushBody(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || rs < 18 || record.length > rs) throw new Error('not an aes128gcm Web Push body');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const ecdhSecret = ecdh.computeSecret(asPublic);
  // RFC 8291 §3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" 0x00 ua_public as_public, 32)
  const prkKey = hmac(Buffer.from(keys.auth, 'base64url'), ecdhSecret);
  const ikm = hmac(prkKey, info('WebPush: info'), uaPublic, asPublic, ONE);
  // RFC 8188 §2.2 and §2.3: the content-encryption key and the nonce from the salt.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, info('Content-Encoding: aes128gcm'), ONE).subarray(0, 16);
  const nonce = hmac(prk, info('Content-Encoding: nonce'), ONE).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's padding: a 0x02 delimiter, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The application server's public key (k=), base64url. */
  key: string;
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): ES256 by k, aud = origin, exp ahead and within 24 h. */
export function checkVapid(authorization: string | undefined, origin: string, nowSeconds: number): VapidClaims {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error('no vapid authorization');
  const [token, key] = [m[1]!, m[2]!];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${claims}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)) throw new Error('bad signature');
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Omit<VapidClaims, 'key'>;
  if (c.aud !== origin) throw new Error(`aud ${c.aud} is not ${origin}`);
  if (!(c.exp > nowSeconds && c.exp <= nowSeconds + 24 * 60 * 60)) throw new Error('exp out of range');
  if (!/^(mailto:|https:)/.test(c.sub ?? '')) throw new Error('sub is not mailto: or https:');
  return { ...c, key };
}
